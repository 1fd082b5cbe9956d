import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Salon dates are New York calendar dates whatever the zone of the machine: the whole suite runs
// in the salon's zone, and the files that reckon with dates and times run again in zones where
// the machine's date differs from New York's (Tokyo a day ahead, Honolulu hours behind, and UTC
// for the pure date logic).
const everyFile = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}']
// Pure date logic: in Node, without jsdom or the page set-up, each file costs next to nothing.
const dateLogic = [
  'tests/unit/salon-time.test.ts',
  'tests/unit/slot-engine.test.ts',
  'tests/unit/samples.test.ts',
  'tests/unit/calendar.test.ts',
]
// The build scripts' own logic (the head's CSP, the build's variables): in Node, once, as it
// knows no time zone.
const buildLogic = ['tests/unit/csp.test.ts', 'tests/unit/build-env.test.ts']
// The back-end's booking rules and the booking form's calendar and times, in jsdom, again in the
// zones a day ahead and hours behind (UTC, between New York and Tokyo, adds no case of its own to
// these slower files). Scenarios and the model-based test use the same date code, covered here;
// they run in the salon's zone only.
const datesInUse = [
  'tests/integration/api-appointments.test.ts',
  'tests/integration/booking-calendar.test.tsx',
]
// Files that replace a module (vi.mock) or run the inline scripts (which act on the whole
// document) each get a module graph and a document of their own; the others share them per
// worker, so React, Chakra and the app are imported once per worker, not once per file.
const replacesModules = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /^(unit|integration)\/.*\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => /vi\.mock\(|@\/lib\/inline\//.test(readFileSync(file, 'utf8')))
const salonZone = 'America/New_York'
const zones = [salonZone, 'UTC', 'Asia/Tokyo', 'Pacific/Honolulu']

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      restoreMocks: true,
      css: false,
      // Rendering whole pages in jsdom takes seconds on a busy 2-core machine; this only guards
      // against a hang, it measures nothing.
      testTimeout: 60_000,
      // A worker per core: by default vitest leaves one core to its main process, which has
      // little to do here; on two cores that would leave one of them idle.
      maxWorkers: availableParallelism(),
      // Each project's workers start with its zone in TZ (tests/support/time-zone.ts checks it).
      // Lists are the projects' own: an `include` or `setupFiles` here would be added to theirs.
      projects: zones.flatMap((zone) => [
        {
          extends: true as const,
          test: {
            name: zone,
            include: zone === salonZone ? [...dateLogic, ...buildLogic] : dateLogic,
            environment: 'node',
            setupFiles: ['tests/support/time-zone.ts'],
            env: { TZ: zone },
          },
        },
        ...(zone === 'UTC' ? [] : [false, true]).map((isolate) => ({
          extends: true as const,
          test: {
            name: isolate ? `${zone} (jsdom, isolated)` : `${zone} (jsdom)`,
            include: isolate
              ? replacesModules.filter((file) => zone === salonZone || datesInUse.includes(file))
              : zone === salonZone
                ? everyFile
                : datesInUse,
            exclude: [...dateLogic, ...buildLogic, ...(isolate ? [] : replacesModules)],
            isolate,
            environment: 'jsdom',
            setupFiles: ['tests/support/time-zone.ts', 'tests/support/setup-unit.ts'],
            env: { TZ: zone },
          },
        })),
      ]),
    },
  }),
)
