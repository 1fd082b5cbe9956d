// Two tabs booking the last free chair at once, with the contract's delays on, against the
// back-end in the site's worker (backend.spec.ts). Over HTTP the contract suite races more
// clients than there are stylists.
import type { Page } from '@playwright/test'
import { formatLongDate } from '@/lib/salon-time'
import { expect } from './fixtures'
import { pickDate } from './support'

/**
 * Each tab is on the booking form of a signed-in client, with every stylist but one taken at
 * 11:00 AM on `date`. Both book that time for a Gel Manicure at the same moment: exactly one is
 * confirmed, the other is told in plain words and offered the nearest free times, and neither
 * answer came before both requests were on their way.
 */
export async function raceForTheLastChair(tabs: [Page, Page], date: string) {
  const events: string[] = []
  for (const [index, tab] of tabs.entries()) {
    const isBooking = (url: string, method: string) =>
      method === 'POST' && new URL(url).pathname.endsWith('/api/appointments')
    tab.on('request', (r) => isBooking(r.url(), r.method()) && events.push(`sent ${index}`))
    tab.on('response', (r) => {
      if (isBooking(r.url(), r.request().method())) events.push(`answered ${index}`)
    })
  }
  const names = ['Ana Garcia', 'Maria Lopez']
  for (const [index, tab] of tabs.entries()) {
    await tab.getByLabel('Full Name').fill(names[index]!)
    await tab.getByLabel('Phone Number').fill('(703) 555-0100')
    await tab.getByLabel('Service', { exact: true }).selectOption('gel-manicure')
    await pickDate(tab, date)
    await tab.getByLabel('Time').selectOption('11:00 AM')
    await tab.getByLabel('Special Requests or Notes (optional)').fill(`For ${names[index]}`)
  }

  // Both presses at once. A tab in the background gets no animation frames here, so Playwright's
  // wait for a stable button would hold its press back for seconds: each button is seen enabled
  // first, then both are pressed without that wait.
  const confirm = (tab: Page) => tab.getByRole('button', { name: 'Confirm Booking' })
  for (const tab of tabs) await expect(confirm(tab)).toBeEnabled()
  await Promise.all(tabs.map((tab) => confirm(tab).click({ force: true })))
  const confirmed = (tab: Page) => tab.getByRole('heading', { name: 'Booking Confirmed!' })
  const taken = `Sorry, 11:00 AM on ${formatLongDate(date)} was just booked. Please choose another time.`
  const refused = (tab: Page) => tab.getByLabel('Time', { exact: true })
  // Whichever answers first, each tab ends in one of the two outcomes.
  for (const tab of tabs)
    await expect(confirmed(tab).or(tab.getByText(taken)).first()).toBeVisible()

  const winners = await Promise.all(tabs.map((tab) => confirmed(tab).isVisible()))
  expect(winners.filter(Boolean), 'exactly one tab books the chair').toHaveLength(1)
  const loser = tabs[winners.indexOf(false)]!
  await expect(refused(loser)).toHaveAccessibleErrorMessage(taken)
  // Nothing she typed is lost.
  const loserName = names[winners.indexOf(false)]!
  await expect(loser.getByLabel('Full Name')).toHaveValue(loserName)
  await expect(loser.getByLabel('Phone Number')).toHaveValue('(703) 555-0100')
  await expect(loser.getByLabel('Special Requests or Notes (optional)')).toHaveValue(
    `For ${loserName}`,
  )
  const offers = loser.getByRole('group', { name: 'Nearest free times' })
  await expect(offers.getByRole('button').first()).toBeVisible()
  await expect(offers.getByRole('button', { name: '11:00 AM' })).toBeHidden()
  // A real race: both requests left before either answer came back.
  expect(events.slice(0, 2).sort(), events.join(', ')).toEqual(['sent 0', 'sent 1'])
}
