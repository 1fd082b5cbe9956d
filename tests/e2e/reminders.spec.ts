import { expect, test } from './fixtures'
import { BACKEND_PAGE } from './support'
import { mockBackend, reminderJourney, waitlistJourney } from './word-on-change'

// The back-end these journeys call lives in the page: open the site first.
test.beforeEach(async ({ page }) => {
  await page.goto(BACKEND_PAGE)
})

test('a reminder the day before: once, for the visit kept, none when turned off', async ({
  page,
  mocks,
}) => {
  await reminderJourney(page, mockBackend(page, mocks), 'rita.reminded@example.com')
  expect(await mocks.pendingReminders()).toEqual([])
})

test('the waitlist: told once when a time opens, then the time is booked from the notice', async ({
  page,
  mocks,
}) => {
  await waitlistJourney(page, mockBackend(page, mocks), 'wendy.waiting@example.com')
  expect((await mocks.waitlist()).map((w) => w.email)).toEqual([])
})

test("the README's example: the day before her next visit, a returning client has a reminder", async ({
  page,
  mocks,
}) => {
  await page.goto('/')
  await mocks.seed('returning-client')
  const [next] = await mocks.pendingReminders()
  await mocks.setClock(next!.dueAt)
  const mails = await mocks.outbox()
  expect(mails.filter((m) => m.kind === 'appointment-reminder')).toHaveLength(1)
})
