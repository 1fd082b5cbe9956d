import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { TEST_CARDS } from './policy'
import {
  openDayAhead,
  openFromHeader,
  pickDate,
  setFixedTime,
  signInThroughForm,
  startSignedIn,
  typeCard,
} from './support'

// The 24-hour policy as a client meets it: a card holds her visit, a late cancellation costs the
// fee she agreed to, and a charge that fails leaves a balance she pays before booking again. The
// fee rules, the balance and charging once are proven in vitest (tests/integration/api-fees.test.ts).

/** Monday 10:00 AM in Chantilly: a visit on Tuesday at 9:00 AM is 23 hours away. */
const MONDAY_TEN = new Date('2026-11-23T15:00:00Z')
const TUESDAY = '2026-11-24'

/** On the booking form: a Signature Manicure ($35) on Tuesday at 9:00 AM. */
async function chooseSignatureManicure(page: Page) {
  await page.getByLabel('Full Name').fill('Ana Garcia')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByLabel('Service', { exact: true }).selectOption('signature-manicure')
  await pickDate(page, TUESDAY)
  await page.getByLabel('Time').selectOption('9:00 AM')
}

/** On My Appointments: cancels the upcoming Signature Manicure 23 hours ahead, for its fee. */
async function cancelLate(page: Page) {
  const visit = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: /Signature Manicure/ })
  await visit.getByRole('button', { name: 'Cancel' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('24 hours')
  await expect(dialog).toContainText('$17.50')
  await expect(dialog).toContainText('Visa ending in 4242')
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click()
  const past = page
    .getByRole('region', { name: 'Past' })
    .getByRole('article', { name: /Signature Manicure/ })
  await expect(past.getByText('cancelled')).toBeVisible()
  await expect(past.getByText('$17.50, charged to Visa ending in 4242')).toBeVisible()
}

/** Every store of the page's origin as text: IndexedDB's tables, local and session storage. */
const everyStore = (page: Page) =>
  page.evaluate(async () => {
    const dumps: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ]
    for (const { name } of await indexedDB.databases()) {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of database.objectStoreNames) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        dumps.push(JSON.stringify(rows))
      }
      database.close()
    }
    return dumps.join('\n')
  })

test('a card saved on Profile holds a visit; cancelled 23 hours before, its fee is charged', async ({
  page,
  mocks,
}) => {
  await setFixedTime(page, MONDAY_TEN)
  await startSignedIn(page, '/profile', undefined, { card: false })
  await page.getByRole('button', { name: 'Add a card' }).click()
  await typeCard(page, '4242 4242 4242 4242')
  await expect(page.getByText('Visa ending in 4242').first()).toBeVisible()

  await openFromHeader(page, 'Book Now')
  await chooseSignatureManicure(page)
  await expect(page.getByText('$17.50').first()).toBeVisible()
  await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  await page.goto('/my-appointments')
  await cancelLate(page)

  await page.goto('/profile')
  const receipts = page.getByRole('list', { name: 'Receipts' })
  await expect(receipts.getByRole('listitem')).toHaveCount(1)
  await expect(receipts).toContainText('$17.50')
  await expect(receipts).toContainText('Visa ending in 4242')
  const mails = JSON.stringify(await mocks.outbox())
  expect(mails).toContain('$17.50')
  // The number she typed is nowhere: not in the site's storage, nor in a mail.
  for (const text of [await everyStore(page), mails]) {
    expect(text).not.toContain(TEST_CARDS.visa)
    expect(text).not.toContain('4242 4242 4242 4242')
  }
})

test(
  'on a phone, a card typed on the booking form holds the visit and pays its late fee',
  { tag: '@phone-only' },
  async ({ page }) => {
    await setFixedTime(page, MONDAY_TEN)
    await startSignedIn(page, '/booking', undefined, { card: false })
    await chooseSignatureManicure(page)
    await page.getByLabel('Notes').fill('Short almond shape, please')
    const number = page.getByLabel('Card number')
    await expect(number).toHaveAttribute('inputmode', 'numeric')
    await expect(number).toHaveAttribute('autocomplete', 'cc-number')
    await typeCard(page, TEST_CARDS.visa)
    await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()
    // Nothing she typed in the booking form was lost while she added the card.
    await expect(page.getByLabel('Full Name')).toHaveValue('Ana Garcia')
    await expect(page.getByLabel('Notes')).toHaveValue('Short almond shape, please')
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

    await page.goto('/my-appointments')
    await cancelLate(page)
  },
)

test('a fee whose charge failed is a balance: it stops the next booking until she pays it', async ({
  page,
  mocks,
}) => {
  await page.goto('/login')
  await mocks.seed('balance-due')
  await signInThroughForm(page, 'due@example.com')
  await openFromHeader(page, 'Book Now')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByLabel('Service', { exact: true }).selectOption('signature-manicure')
  await pickDate(page, openDayAhead(7))
  await page.getByLabel('Time').selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText(/You have a balance of \$17\.50/).first()).toBeVisible()

  // A declined card is refused when saved; another pays the balance.
  await page.getByRole('button', { name: 'Add a card to pay' }).click()
  await typeCard(page, TEST_CARDS.declined)
  await expect(page.getByText('Your card was declined.')).toBeVisible()
  await expect(page.getByLabel('Card number')).not.toHaveValue('')
  await page.getByLabel('Card number').fill(TEST_CARDS.visa)
  await page.getByRole('button', { name: 'Save card' }).click()
  await page
    .getByRole('group', { name: 'Pay with' })
    .getByRole('radio', { name: /Visa ending in 4242/ })
    .check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByText('You paid $17.50. Thank you!')).toBeVisible()

  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
})
