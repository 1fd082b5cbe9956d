import { expect, test } from './fixtures'
import { signInThroughForm } from './support'

test('the footer has the hours, contact block, quick links and a different phone than the header', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Mon-Fri')).toBeVisible()
  await expect(footer.getByText('10AM-6PM')).toBeVisible()
  await expect(footer.getByText(/Chantilly, VA/)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'hello@divanailspa.com' })).toHaveAttribute(
    'href',
    'mailto:hello@divanailspa.com',
  )
  for (const [name, href] of [
    ['Home', '/'],
    ['Services', '/services'],
    ['Gallery', '/gallery'],
    ['Promotions', '/promotions'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: /on (Instagram|Facebook|TikTok)/ })).toHaveCount(3)
  await expect(footer.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
    'href',
    '/booking',
  )
  await expect(footer.getByRole('link', { name: '(703) 555-0187' })).toBeVisible()
  const strip = page.getByRole('banner')
  await expect(strip.getByRole('link', { name: '(703) 555-0142' })).toBeVisible()
  await expect(strip.getByText('Mon-Sat 9AM-8PM · Sun 10AM-6PM')).toBeVisible()
})

test.describe('wide screens', () => {
  test('the main navigation marks the current page', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL('/gallery')
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Diva Nail Spa.*home/ })
      .click()
    await expect(page).toHaveURL('/')
  })

  test('the account menu: Log in and Register, then My Account with Profile, My Appointments and Log out', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(header.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking')
    await header.getByRole('link', { name: 'Log in' }).click()
    await signInThroughForm(page)
    await expect(page).toHaveURL('/')

    // Opened while "You have successfully logged in" shows just below the header: the menu is
    // above it, so its items are what a click there reaches.
    await expect(page.getByText('You have successfully logged in')).toBeVisible()
    await header.getByRole('button', { name: 'My Account' }).click()
    const appointments = page.getByRole('menuitem', { name: 'My Appointments' })
    await expect(appointments).toBeVisible()
    expect(
      await appointments.evaluate((item) => {
        const box = item.getBoundingClientRect()
        return item.contains(
          document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
        )
      }),
    ).toBe(true)
    await appointments.click()
    await expect(page).toHaveURL('/my-appointments')
    await expect(page.getByRole('menu')).toBeHidden() // closed, animation included, before reopening

    await header.getByRole('button', { name: 'My Account' }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByRole('menu')).toBeHidden()

    await header.getByRole('button', { name: 'My Account' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByText('You have been successfully logged out')).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  })

  test('the header hides when scrolling down, returns when scrolling up, and turns solid past 20px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('background-color', 'rgba(255, 253, 249, 0.85)')
    await page.mouse.wheel(0, 300)
    await expect(header).not.toBeInViewport()
    await page.mouse.wheel(0, -100)
    await expect(header).toBeInViewport()
    await expect(header).toHaveCSS('background-color', 'rgb(255, 253, 249)')
  })
})

test('at tablet width the header keeps to one row, with Book Now and the menu button in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Book Now' })).toBeInViewport({ ratio: 1 })
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const logo = await header.getByRole('link', { name: /Diva Nail Spa.*home/ }).boundingBox()
  expect(logo!.height).toBeLessThan(48) // one line
  expect((await header.boundingBox())!.height).toBeLessThan(80)
})

test.describe('small screens', { tag: '@phone-only' }, () => {
  test('the hamburger menu lists the links, Book Now and account links, and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    for (const name of [
      'Home',
      'Services',
      'Gallery',
      'Promotions',
      'Contact',
      'Log in',
      'Register',
      'Book Now',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL('/services')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await menu.getByRole('link', { name: 'Log in' }).click()
    await expect(menu).toBeHidden()
    await signInThroughForm(page)
    // The welcome toast settles below the header, so the menu button stays within reach.
    const toast = page.getByRole('status').filter({ hasText: 'You have successfully logged in' })
    const headerBox = await page.getByRole('banner').boundingBox()
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My Appointments' })).toBeVisible()
    await menu.getByRole('button', { name: 'Log out' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
    await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  })

  test('the menu takes focus, closes on Escape, its close button or a tap beside it, and gives focus back', async ({
    page,
  }) => {
    await page.goto('/')
    // (Once the menu is open the rest of the page is hidden from assistive technology.)
    const button = page.getByRole('button', { name: 'Open menu', includeHidden: true })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await button.click()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // Tab stays within the menu: back from its first link to its last control, and round again.
    await page.keyboard.press('Shift+Tab')
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await button.click()
    // A tap beside the menu once it is open, as a person sees it: slid all the way in. (The menu
    // starts listening for taps beside it a moment after it appears, sooner than anyone taps.)
    await expect(menu).toBeInViewport({ ratio: 1 })
    // Left of the panel: the backdrop over the page.
    await page.mouse.click(10, 400)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('the header hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const header = page.getByRole('banner')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).not.toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(header).toBeInViewport()
  })
})

test('a page whose code cannot load shows a friendly error page with a way home', async ({
  page,
  context,
}) => {
  // Simulates a dropped connection or a stale deploy: the Services page's chunk fails to load.
  // (context.route also sees the requests that pass through the service worker.)
  await context.route(/\/assets\/ServicesPage-.*\.js$/, (route) => route.abort())
  await page.goto('/')
  // Through search, so the app itself changes the page (a link followed before the app is live
  // loads the next page from the server instead).
  await page.getByRole('button', { name: 'Search' }).click()
  const search = page.getByRole('dialog', { name: 'Search the site' })
  await search.getByLabel('What are you looking for?').fill('services')
  await search
    .getByRole('link', { name: /^Services/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await context.unroute(/\/assets\/ServicesPage-.*\.js$/)
  await page.getByRole('link', { name: 'Go to the homepage' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
