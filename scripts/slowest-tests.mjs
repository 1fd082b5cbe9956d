// `npm run test:slowest`: where the last Playwright run's time went, from its JSON report
// (reports/playwright.json, written by every `npm run test:e2e`): each test's time split into
// its start-up phases (tests/e2e/fixtures.ts times them) and its journey, summed by phase and by
// project, then the slowest tests.
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
        const noted = (result.annotations ?? []).find((note) => note.type === 'phases')
        const phases = noted ? JSON.parse(noted.description) : {}
        const started = (phases.context ?? 0) + (phases.install ?? 0) + (phases.backend ?? 0)
        yield {
          project: test.projectName,
          where: `${spec.file}:${spec.line}`,
          title: [...titles, spec.title].join(' › '),
          status: result.status,
          ms: result.duration,
          phases: { ...phases, journey: Math.max(0, result.duration - started) },
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

// The phases: the browser context made; the first page's worker installed until it controls the
// page; the back-end's first answer after that (its start); the rest, the journey itself.
const PHASES = ['context', 'install', 'backend', 'journey']
const sumOf = (list, phase) => list.reduce((sum, run) => sum + (run.phases[phase] ?? 0), 0)
const share = (part, whole) => `${((100 * part) / (whole || 1)).toFixed(0).padStart(3)}%`
console.log(`Where the test time goes, by phase (s, share):`)
console.log(`${'project'.padEnd(12)}${PHASES.map((phase) => phase.padStart(16)).join('')}`)
const projects = [...new Set(runs.map((run) => run.project))]
for (const project of [...projects, 'all']) {
  const list = project === 'all' ? runs : runs.filter((run) => run.project === project)
  const whole = list.reduce((sum, run) => sum + run.ms, 0)
  const cells = PHASES.map((phase) => {
    const part = sumOf(list, phase)
    return `${seconds(part)} ${share(part, whole)}`.padStart(16)
  })
  console.log(`${project.padEnd(12)}${cells.join('')}`)
}

console.log(`\nThe ${COUNT} slowest (s: the whole, then context / install / backend / journey):`)
const part = (ms) => (ms === undefined ? '   -' : (ms / 1000).toFixed(1).padStart(4))
for (const run of runs.sort((a, b) => b.ms - a.ms).slice(0, COUNT)) {
  const flag = run.status === 'passed' ? '' : ` [${run.status}]`
  const phases = PHASES.map((phase) => part(run.phases[phase])).join(' ')
  console.log(
    `${seconds(run.ms)} s  ${phases}  ${run.project.padEnd(10)} ${run.where}  ${run.title}${flag}`,
  )
}
