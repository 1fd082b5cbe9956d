/**
 * A count as people read it: 5000 → '5,000'. Grouped by hand rather than with toLocaleString,
 * whose first call loads the browser's number formatting while the messages are built at start.
 */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
