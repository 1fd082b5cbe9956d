import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Salon dates are New York calendar dates whatever the zone of the machine: the whole suite runs
// in the salon's zone, and the files that reckon with dates and times run again in zones where
// the machine's date differs from New York's (UTC, Tokyo a day ahead, Honolulu hours behind).
const timeSensitive = [
  'tests/unit/salon-time.test.ts',
  'tests/unit/slot-engine.test.ts',
  'tests/unit/samples.test.ts',
  'tests/unit/calendar.test.ts',
  'tests/integration/api-appointments.test.ts',
  'tests/integration/scenarios.test.ts',
  'tests/integration/booking-form.test.tsx',
  'tests/integration/backend-model.test.ts',
]
const otherZones = ['UTC', 'Asia/Tokyo', 'Pacific/Honolulu']

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/support/time-zone.ts', 'tests/support/setup-unit.ts'],
      restoreMocks: true,
      css: false,
      // Rendering whole pages in jsdom takes seconds on a busy 2-core machine; this only guards
      // against a hang, it measures nothing.
      testTimeout: 60_000,
      // Each project's workers start with its zone in TZ (tests/support/time-zone.ts checks it).
      // The file lists are the projects' own: an `include` here would be added to each of them.
      projects: [
        {
          extends: true,
          test: {
            name: 'America/New_York',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
            env: { TZ: 'America/New_York' },
          },
        },
        ...otherZones.map((zone) => ({
          extends: true as const,
          test: { name: zone, include: timeSensitive, env: { TZ: zone } },
        })),
      ],
    },
  }),
)
