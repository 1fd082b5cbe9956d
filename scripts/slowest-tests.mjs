// `npm run test:slowest`: the slowest Playwright tests of the last run, from its JSON report
// (reports/playwright.json, written by every `npm run test:e2e`), so the next person sees
// where the suite's time goes.
import { readFileSync } from 'node:fs'

const REPORT = process.argv[2] ?? 'reports/playwright.json'
const COUNT = 15

let report
try {
  report = JSON.parse(readFileSync(REPORT, 'utf8'))
} catch (error) {
  console.error(
    `No Playwright report at ${REPORT} (${error.code ?? error.message}): run npm run test:e2e first.`,
  )
  process.exit(1)
}

/** Every test run in the report: its project, place, title and time. */
function* runsOf(suite, titles = []) {
  for (const child of suite.suites ?? [])
    yield* runsOf(child, child.file === child.title ? titles : [...titles, child.title])
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        yield {
          project: test.projectName,
          where: `${spec.file}:${spec.line}`,
          title: [...titles, spec.title].join(' › '),
          status: result.status,
          ms: result.duration,
        }
      }
    }
  }
}

const runs = report.suites.flatMap((suite) => [...runsOf(suite)])
const total = runs.reduce((sum, run) => sum + run.ms, 0)
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6)
console.log(
  `${runs.length} test runs, ${seconds(total).trim()} s of test time, ` +
    `${seconds(report.stats.duration).trim()} s on the clock (${report.config.workers ?? '?'} workers)\n`,
)
console.log(`The ${COUNT} slowest:`)
for (const run of runs.sort((a, b) => b.ms - a.ms).slice(0, COUNT)) {
  const flag = run.status === 'passed' ? '' : ` [${run.status}]`
  console.log(`${seconds(run.ms)} s  ${run.project.padEnd(10)} ${run.where}  ${run.title}${flag}`)
}
