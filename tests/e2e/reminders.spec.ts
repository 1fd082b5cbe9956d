import type { Page } from '@playwright/test'
import { expect, test, type Mocks } from './fixtures'
import { callApi } from './support'
import { reminderJourney, waitlistJourney, type Backend } from './word-on-change'

/** The mock back-end in the page: its control API, and the API called from the page. */
const backendOf = (page: Page, mocks: Mocks): Backend => ({
  outbox: () => mocks.outbox(),
  setClock: (at) => mocks.setClock(at),
  call: (method, path, body, token) => callApi(page, method, path, body, token),
})

test.beforeEach(async ({ page, mocks }) => {
  await page.goto('/')
  await mocks.setLatency('none')
})

test('a reminder the day before: once, for the visit kept, none when turned off', async ({
  page,
  mocks,
}) => {
  await reminderJourney(page, backendOf(page, mocks), 'rita.reminded@example.com')
  expect(await mocks.pendingReminders()).toEqual([])
})

test('the waitlist: told once when a time opens, then the time is booked from the notice', async ({
  page,
  mocks,
}) => {
  await waitlistJourney(page, backendOf(page, mocks), 'wendy.waiting@example.com')
  expect((await mocks.waitlist()).map((w) => w.email)).toEqual([])
})
