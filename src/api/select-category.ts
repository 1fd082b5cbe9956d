/**
 * A query's `select` that keeps one category's items of a whole list, or none (all kept) when no
 * category is given: one answer serves every tab, so a prerendered page carries them all and
 * switching tabs asks the back-end for nothing.
 */
export const selectCategory = <T extends { category: string }>(category?: T['category']) =>
  category === undefined
    ? undefined
    : (list: T[]) => list.filter((item) => item.category === category)
