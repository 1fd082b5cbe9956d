// vitest.config.ts runs each project in the zone its `env` names: its workers start with TZ set.
// A worker left in another zone (a thread sharing its process's zone, say) would test the wrong
// zone without a word: refuse to run instead.
const zone = process.env.TZ
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone
if (zone && actual !== zone) {
  throw new Error(`This project runs in ${zone}, but the worker's zone is ${actual}.`)
}
