import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { dayLabel, isPhone, openDayAhead, pickDate, startSignedIn } from './support'
import { holdWithEveryStylist, mockBackend } from './word-on-change'
import { publicRoutes } from '../../scripts/public-routes.mjs'

// axe-core on every route and in every open dialog or menu: no violation of WCAG 2.2 A or AA.
async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Third-party frames (the map) cannot load here and are not ours to fix.
    .exclude('iframe')
    .analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, `${label}:\n${summary.join('\n')}`).toEqual([])
}

const openRoutes = [...publicRoutes.map((route) => route.path), '/no-such-page']
const guardedRoutes = ['/booking', '/profile', '/my-appointments']

for (const path of openRoutes) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page, path)
  })
}

for (const path of guardedRoutes) {
  test(`${path} has no accessibility violations when signed in`, async ({ page }) => {
    await startSignedIn(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page, path)
  })
}

// A second judge: HTML_CodeSniffer (pa11y's engine) with its WCAG2AA standard. Its errors fail
// the test; its warnings and notices ask for a person's judgement and are only attached.
const htmlcsScript = fileURLToPath(import.meta.resolve('html_codesniffer/build/HTMLCS.js'))
type Sniffed = { type: number; code: string; msg: string; html: string }

async function expectNoHtmlcsErrors(page: Page, label: string) {
  await page.addScriptTag({ path: htmlcsScript })
  const messages = await page.evaluate(
    () =>
      new Promise<Sniffed[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document }
        const { HTMLCS, translation } = window as unknown as {
          HTMLCS: {
            process(standard: string, content: Document, done: () => void, failed: () => void): void
            getMessages(): Message[]
          }
          translation: { en: Record<string, string> }
        }
        // Its 2.5.1 build asks for 'InvalidAutoComplete_*' messages but ships them spelled
        // 'InvalidAutocomplete_*', and throws where it would report one: lend it the text.
        for (const [key, text] of Object.entries(translation.en)) {
          const asked = key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')
          translation.en[asked] ??= text
        }
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages().map(({ type, code, msg, element }) => {
                const html = (element instanceof Element ? element.outerHTML : '#document')
                  .replace(/\s+/g, ' ')
                  .trim()
                return {
                  type,
                  code,
                  msg,
                  html: html.length > 240 ? `${html.slice(0, 240)}…` : html,
                }
              }),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        )
      }),
  )
  const lines = (type: number) =>
    messages.filter((m) => m.type === type).map((m) => `${m.code}\n  ${m.msg}\n  ${m.html}`)
  const [errors, warnings, notices] = [lines(1), lines(2), lines(3)]
  // Something to look at: had the script not run on this page, there would be nothing at all.
  expect(messages.length, `${label}: HTML_CodeSniffer reported nothing`).toBeGreaterThan(0)
  await test.info().attach(`htmlcs ${label}`, {
    body: [`errors:`, ...errors, `warnings:`, ...warnings, `notices:`, ...notices].join('\n'),
    contentType: 'text/plain',
  })
  expect(errors, `${label}:\n${errors.join('\n')}`).toEqual([])
}

test.describe('HTML_CodeSniffer', () => {
  // The judge is added to the page as an inline script, which the page's CSP (hashes of its own
  // scripts only) would refuse: only this judge's pages run without it.
  test.use({ bypassCSP: true })

  for (const path of openRoutes) {
    test(`${path} has no WCAG2AA errors`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoHtmlcsErrors(page, path)
    })
  }

  for (const path of guardedRoutes) {
    test(`${path} has no WCAG2AA errors when signed in`, async ({ page }) => {
      await startSignedIn(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoHtmlcsErrors(page, path)
    })
  }
})

test('menus and dialogs have no accessibility violations when open', async ({ page }) => {
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

  await page.goto('/gallery')
  await page
    .getByRole('button', { name: /View larger/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoViolations(page, 'gallery preview')
  await page.keyboard.press('Escape')
})

test('the booking and reschedule forms have no accessibility violations, calendars open', async ({
  page,
}) => {
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
})

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
  await focusOn('Confirm Booking', 'button')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeFocused()
})

test('focus is never hidden under the sticky header', async ({ page }) => {
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
