import { expect, test } from './fixtures'
import { formatLongDate } from '@/lib/salon-time'
import { BACKEND_PAGE, bookAsOtherClients, openDayAhead, pickDate, startSignedIn } from './support'
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

test('an entry already made is refused in the dialog, keeping the time chosen; an entry can be removed', async ({
  page,
  mocks,
}) => {
  const date = openDayAhead(5)
  await startSignedIn(page, '/booking?service=gel-manicure')
  await bookAsOtherClients(page.context(), 4, { service: 'gel-manicure', date, time: '14:00' })
  await pickDate(page, date)
  const ask = async () => {
    await page.getByRole('button', { name: 'Tell me if a time opens' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tell me if a time opens' })
    await dialog.getByLabel('Which time?').selectOption('2:00 PM')
    await dialog.getByRole('button', { name: 'Add me to the waitlist' }).click()
    return dialog
  }
  await ask()
  await expect(
    page.getByText(`We will email you if 2:00 PM opens on ${formatLongDate(date)}.`),
  ).toBeVisible()
  const dialog = await ask()
  await expect(
    dialog.getByText('You are already on the waitlist for this visit on that day.'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Which time?')).toHaveValue('14:00')
  await dialog.getByRole('button', { name: 'Not now' }).click()

  await page.goto('/my-appointments')
  const waitlist = page.getByRole('region', { name: 'Waitlist' })
  await waitlist.getByRole('button', { name: /Remove from waitlist: Gel Manicure/ }).click()
  await expect(page.getByText('Removed from the waitlist')).toBeVisible()
  await expect(waitlist).toBeHidden()
  // Focus stays in the list's place, at the page's first heading, not back at the top.
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeFocused()
  expect(await mocks.waitlist()).toEqual([])
})

test('a reminder setting that cannot be saved says so and shows what is stored', async ({
  page,
  mocks,
}) => {
  await startSignedIn(page, '/profile')
  const setting = page.getByRole('checkbox', { name: 'Email me reminders' })
  await expect(setting).toBeChecked()
  await mocks.failNext('PATCH', '/auth/me', 503)
  await setting.click()
  await expect(page.getByText('Could not save your setting')).toBeVisible()
  await expect(setting).toBeChecked()
  await setting.click()
  await expect(page.getByText('Reminders off')).toBeVisible()
  await expect(setting).not.toBeChecked()
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
