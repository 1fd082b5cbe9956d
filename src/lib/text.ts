/** A count as people read it: 5000 → '5,000'. */
export const formatCount = (count: number) => count.toLocaleString('en-US')
