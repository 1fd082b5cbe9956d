import type { Page } from '@playwright/test'
import { expect, mocksFor, test } from './fixtures'
import {
  BACKEND_PAGE,
  areAppointmentsKept,
  callApi,
  openDayAhead,
  pickDate,
  startSignedIn,
} from './support'

// A person on a slow phone acts the moment the page appears, long before its code has arrived
// and run: the CPU is slowed and every script reaches the page a second late. Each test acts
// right after `goto`, and what was done must take effect.
// (Only the first load of a tab is held back: later pages' scripts pass through the service
// worker, which the page's routing does not see.)
const SCRIPT_DELAY_MS = 1000
// Twice slower on the test machine, whose tests already share two cores, is a phone below
// DevTools' mid-tier one (decision 0021). Chromium slows a page by keeping its thread spinning,
// so each step of the rate costs the machine as much CPU again.
const PHONE_CPU_RATE = 2

/** The phone's CPU, or full speed while a test prepares its subject. */
async function setCpuRate(page: Page, rate: 1 | typeof PHONE_CPU_RATE) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/**
 * Runs what only prepares a test (an earlier visit, a session) at full speed: the slow CPU is
 * for the page the person then acts on, and emulating it costs the test machine's own CPU.
 */
async function atFullSpeed(page: Page, prepare: () => Promise<void>) {
  await setCpuRate(page, 1)
  await prepare()
  await setCpuRate(page, PHONE_CPU_RATE)
}

test.beforeEach(async ({ page }) => {
  await setCpuRate(page, PHONE_CPU_RATE)
  await page.route(
    (url) => url.pathname.endsWith('.js') || url.pathname.endsWith('.tsx'),
    async (route) => {
      // Holding a response back is the slow network itself, not a wait in the test.
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
      await route.continue()
    },
  )
})

test('the menu tapped at once opens, and its link is followed', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('link', { name: 'Gallery' }).tap()
  await expect(page).toHaveURL('/gallery')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gallery')
})

test('a control pressed before the app is ready shows it was pressed', async ({ page }) => {
  await page.goto('/')
  // (Once the menu is open the rest of the page is hidden from assistive technology.)
  const button = page.getByRole('button', { name: 'Open menu', includeHidden: true })
  await button.tap()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expect(button).not.toHaveAttribute('aria-busy')
})

test('search opened at once finds what is typed', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  await dialog.getByLabel('What are you looking for?').fill('gel pedicure')
  await expect(dialog.getByRole('link', { name: /Gel Pedicure/ })).toBeVisible()
})

test('a Services tab switched at once shows its services', async ({ page }) => {
  await page.goto('/services')
  await page.getByRole('tab', { name: 'Pedicures' }).tap()
  await expect(page.getByRole('tab', { name: 'Pedicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('heading', { name: 'Rejuvenating Pedicure' })).toBeVisible()
  await expect(page).toHaveURL('/services?tab=pedicures')
})

test('an FAQ answer opened at once is shown', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'What is your cancellation policy?' }).tap()
  await expect(page.getByText(/50% of the service price/)).toBeVisible()
})

test('subscribing at once: the email typed is kept and subscribed', async ({ page }) => {
  await page.goto('/promotions')
  const box = page.getByLabel('Email address for the newsletter')
  await box.fill('early.bird@example.com')
  await page.getByRole('button', { name: 'Subscribe' }).tap()
  await expect(page.getByText('Thank you for subscribing!', { exact: false })).toBeVisible()
  expect(page.url()).not.toContain('early.bird')
})

test('signing in at once: typed, pressed, signed in, nothing lost', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('quick@example.com')
  await page.getByLabel('Password').fill('secret123')
  await page.getByRole('button', { name: 'Log in' }).tap()
  await expect(page.getByText('You have successfully logged in')).toBeVisible()
  await expect(page).toHaveURL('/')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(
    'quick@example.com',
  )
})

test('signing in at once with a wrong password is refused, keeping what was typed', async ({
  page,
  mocks,
}) => {
  await page.goto('/login')
  await mocks.seed('empty')
  await page.getByLabel('Email').fill('client@example.com')
  await page.getByLabel('Password').fill('not-my-password')
  await page.getByLabel('Password').press('Enter')
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(page.getByLabel('Email')).toHaveValue('client@example.com')
  await expect(page.getByLabel('Password')).toHaveValue('not-my-password')
})

test('an empty sign-in pressed at once gets its message', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Log in' }).tap()
  // In a toast, and under the field it is about.
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Please enter both email and password'),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
})

test('registering at once creates the account and goes home', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Quinn Early')
  await page.getByLabel('Email').fill('quinn.early@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm Password').fill('secret123')
  await page.getByRole('button', { name: 'Create Account' }).tap()
  await expect(page.getByText('Your account has been created')).toBeVisible()
  await expect(page).toHaveURL('/')
})

// A returning client's phone has the site's worker from an earlier page: her own pages come
// through it, as after any first visit.
async function returnSignedIn(page: Page, path: string) {
  await atFullSpeed(page, async () => {
    await page.goto(BACKEND_PAGE)
    await mocksFor(page).ready()
  })
  await startSignedIn(page, path)
}

test('the account, opened at once from the menu, logs out', async ({ page }) => {
  await returnSignedIn(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'My Appointments' })).toBeVisible()
  await menu.getByRole('button', { name: 'Log out' }).tap()
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('the booking form, filled and sent at once, books', async ({ page }) => {
  await returnSignedIn(page, '/booking')
  await page.getByLabel('Full Name').fill('Ana Garcia')
  await page.getByLabel('Phone Number').fill('(703) 555-0100')
  await page.getByLabel('Service', { exact: true }).selectOption('gel-manicure')
  await pickDate(page, openDayAhead(6))
  await page.getByLabel('Time').selectOption('11:00 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).tap()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(
    page.getByText(/Your appointment has been scheduled for .* at 11:00 AM/),
  ).toBeVisible()
})

test("a returning client's own page, rendered from what was kept, answers a tap made at once", async ({
  page,
  mocks,
}) => {
  await atFullSpeed(page, async () => {
    await page.goto('/')
    await mocks.seed('returning-client')
    await callApi(page, 'POST', '/auth/login', {
      email: 'regular@example.com',
      password: 'secret123',
    }).then(({ body }) =>
      page.evaluate((session) => localStorage.setItem('user', JSON.stringify(session)), {
        ...body.user,
        token: body.token,
      }),
    )
    await page.goto('/my-appointments')
    await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(1)
    // Kept on the device by the query persister: the next visit renders it without waiting.
    await expect.poll(() => areAppointmentsKept(page)).toBe(true)
    // A first load of the tab again (no service worker in the way), so its scripts come late.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister()
    })
  })
  await page.goto('/my-appointments')
  // (Once the dialog is open the rest of the page is hidden from assistive technology.)
  const reschedule = page
    .getByRole('region', { name: 'Upcoming', includeHidden: true })
    .getByRole('button', { name: 'Reschedule', includeHidden: true })
  await reschedule.tap()
  await expect(page.getByRole('dialog', { name: /Reschedule/ })).toBeVisible()
})
