/**
 * A count as people read it: 5000 → '5,000'. Grouped by hand rather than with toLocaleString,
 * whose first call loads the browser's number formatting while the messages are built at start.
 */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** '240 points', '1 point', '-300 points': a number of Diva Rewards points. */
export const formatPoints = (points: number) =>
  `${points < 0 ? '−' : ''}${formatCount(Math.abs(points))} ${Math.abs(points) === 1 ? 'point' : 'points'}`
