import { expectNoViolations } from './a11y-checks'
import { expect, test } from './fixtures'
import { dayLabel, isPhone, openDayAhead, openFromHeader, pickDate, startSignedIn } from './support'
import { holdWithEveryStylist, mockBackend } from './word-on-change'

test(
  'menus and dialogs have no accessibility violations when open',
  { tag: '@phone' },
  async ({ page }) => {
    // Six axe scans across four pages: the time of three ordinary tests.
    test.slow()
    await startSignedIn(page, '/')
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      await expectNoViolations(page, 'mobile menu')
      await page.keyboard.press('Escape')
    } else {
      await page.getByRole('button', { name: 'My Account' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoViolations(page, 'account menu')
      await page.keyboard.press('Escape')
    }
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByLabel('What are you looking for?').fill('gel')
    await expectNoViolations(page, 'search dialog')
    await page.keyboard.press('Escape')

    await openFromHeader(page, 'Gallery')
    await page
      .getByRole('button', { name: /View larger/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page, 'gallery preview')
    await page.keyboard.press('Escape')
  },
)

test(
  'the booking and reschedule forms have no accessibility violations, calendars open',
  { tag: '@phone' },
  async ({ page }) => {
    // A long journey (several page loads, scans or a whole booking by keys): the time of three tests.
    test.slow()
    await startSignedIn(page, '/booking?service=gel-manicure')
    await page.getByRole('button', { name: /^Date:/ }).click()
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible()
    await expectNoViolations(page, 'booking calendar')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(page.getByText('Please select a date')).toBeVisible()
    await expectNoViolations(page, 'booking form with errors')

    await page.goto('/my-appointments')
    await page.getByRole('button', { name: 'Reschedule' }).click()
    const dialog = page.getByRole('dialog', { name: /Reschedule/ })
    await expect(dialog).toBeVisible()
    await expectNoViolations(page, 'reschedule dialog')
    await dialog.getByRole('button', { name: /^New date:/ }).click()
    // Found by its role inside the dialog: the calendar is in the accessibility tree.
    await expect(dialog.getByRole('dialog', { name: 'Choose a date' })).toBeVisible()
    await expectNoViolations(page, 'reschedule dialog with its calendar open')
  },
)

test('the waitlist dialog and a time opened on My Appointments have no accessibility violations', async ({
  page,
  mocks,
}) => {
  test.slow()
  const date = openDayAhead(5)
  await startSignedIn(page, '/booking?service=gel-manicure')
  const clientA = await holdWithEveryStylist(
    mockBackend(page, mocks),
    'client.a@example.com',
    date,
    '14:00',
  )
  await pickDate(page, date)
  await page.getByRole('button', { name: 'Tell me if a time opens' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell me if a time opens' })
  await expect(dialog.getByLabel('Which time?')).toBeVisible()
  await expectNoViolations(page, 'waitlist dialog')
  await dialog.getByLabel('Which time?').selectOption('2:00 PM')
  await dialog.getByRole('button', { name: 'Add me to the waitlist' }).click()
  await expect(dialog).toBeHidden()
  await clientA.cancelOne()
  await page.goto('/my-appointments')
  await expect(page.getByText(/^A time opened: 2:00 PM/)).toBeVisible()
  await expectNoViolations(page, 'a time opened on My Appointments')
})

test('a keyboard and roles alone can move an appointment to another day', async ({ page }) => {
  await startSignedIn(page, '/my-appointments')
  const upcoming = page.getByRole('region', { name: 'Upcoming' })
  await upcoming.getByRole('button', { name: 'Reschedule' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Reschedule/ })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /^New date:/ }).focus()
  await page.keyboard.press('Enter')
  const calendar = dialog.getByRole('dialog', { name: 'Choose a date' })
  await expect(calendar).toBeVisible()
  // The day buttons are reachable by role (not hidden from assistive technology); the arrow
  // keys move between them, Enter chooses.
  const wanted = openDayAhead(10)
  for (let i = 0; i < 20; i++) {
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? '',
    )
    if (dayLabel(wanted).test(focused)) break
    await page.keyboard.press('ArrowRight')
  }
  await expect(calendar.getByRole('button', { name: dayLabel(wanted) })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByLabel('New time')).not.toHaveValue('')
  await dialog.getByRole('button', { name: 'Save new time' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  const longDate = new Date(`${wanted}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  await expect(upcoming.getByRole('article', { name: new RegExp(longDate) })).toBeVisible()
})

test('a keyboard alone can sign in and book an appointment', async ({ page }) => {
  // A long journey (several page loads, scans or a whole booking by keys): the time of three tests.
  test.slow()
  const date = openDayAhead(5)
  await page.goto('/login')
  await page.keyboard.press('Tab') // skip link
  const focusOn = async (
    name: RegExp | string,
    role: 'textbox' | 'button' | 'link' | 'combobox' = 'textbox',
  ) => {
    const target = role === 'textbox' ? page.getByLabel(name) : page.getByRole(role, { name })
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
  }
  await focusOn('Email')
  await page.keyboard.type('keys@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('secret123')
  await page.keyboard.press('Enter')
  await expect(page.getByText('You have successfully logged in')).toBeVisible()

  await page.goto('/booking')
  await focusOn('Phone Number')
  await page.keyboard.type('7035550100')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown') // Service: the first option
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('classic-manicure')
  await page.keyboard.press('Tab') // Second service
  await page.keyboard.press('Tab') // the first add-on
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: 'Nail Art (Simple)' })).toBeChecked()
  await focusOn(/^Date:/, 'button')
  await page.keyboard.press('Enter') // opens the calendar, focus on a day
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await expect(calendar).toBeVisible()
  // Move day by day to the wanted date with the arrow keys, then choose it.
  const wanted = dayLabel(date)
  for (let i = 0; i < 40; i++) {
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? '',
    )
    if (wanted.test(focused)) break
    await page.keyboard.press('ArrowRight')
  }
  // Enter chooses the focused day: it must be the wanted one, not wherever the loop stopped.
  await expect(calendar.getByRole('button', { name: wanted })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  const dateField = page.getByRole('button', { name: /^Date:/ })
  await expect(dateField).toBeFocused()
  await expect(dateField).toHaveAccessibleName(wanted)
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Time')).not.toHaveValue('')
  // Her first booking: the card that holds it, typed field by field; Enter saves it.
  await focusOn('Card number')
  await page.keyboard.type('4242424242424242')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1230')
  await page.keyboard.press('Tab')
  await page.keyboard.type('123')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Any fee is charged to your Visa ending in 4242.')).toBeVisible()
  await focusOn('Confirm Booking', 'button')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeFocused()
})

test('focus is never hidden under the sticky header', { tag: '@phone' }, async ({ page }) => {
  // Motion reduced: the header moves at once, so each state measured is one a person sees,
  // never a frame of its slide.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const header = page.getByRole('banner')
  const field = page.getByLabel('Name')
  const scrollTo = (top: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top)
  // Down the page the header slides away; a little way back up it returns, over the field.
  const fieldTop = await field.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  await scrollTo(fieldTop + 600)
  await expect(header).not.toBeInViewport()
  const { height } = (await header.boundingBox())!
  await scrollTo(fieldTop - height / 2)
  await expect(header).toBeInViewport({ ratio: 1 })
  expect((await field.boundingBox())!.y, 'the field starts under the header').toBeLessThan(height)

  await field.focus()
  await expect(field).toBeFocused()
  await expect(header).toBeInViewport({ ratio: 1 })
  const shown = (await header.boundingBox())!
  expect((await field.boundingBox())!.y).toBeGreaterThanOrEqual(shown.y + shown.height - 1)
})
