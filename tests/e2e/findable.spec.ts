import { expect, test } from './fixtures'
import { publicRoutes } from '../../scripts/public-routes.mjs'

const pages = publicRoutes.map((route) => route.path)

test('every page has its own title and a meta description', async ({ page }) => {
  const titles = new Set<string>()
  for (const path of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const title = await page.title()
    expect(title).toMatch(/\| Diva Nail Spa$/)
    titles.add(title)
    const descriptions = await page
      .locator('meta[name="description"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('content')))
    expect(descriptions, path).toHaveLength(1)
    expect(descriptions[0]!.length).toBeGreaterThan(50)
  }
  expect(titles.size).toBe(pages.length)
})

test('the head carries social cards, a NailSalon record, the manifest and a CSP', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Diva Nail Spa/,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /og-image\.jpg$/,
  )
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")

  const record = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  )
  expect(record['@type']).toBe('NailSalon')
  expect(record.address).toMatchObject({ addressLocality: 'Chantilly', addressRegion: 'VA' })
  expect(record.telephone).toBe('(703) 555-0142')
  expect(record.geo.latitude).toBeCloseTo(38.89, 1)
  expect(record.openingHoursSpecification).toEqual([
    expect.objectContaining({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '20:00',
    }),
    expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '20:00' }),
    expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' }),
  ])

  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest.name).toBe('Diva Nail Spa')
  expect((await request.get('/icons/icon-512.png')).ok()).toBe(true)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://divanailspa.com/sitemap.xml')
  // The booking page is the salon's call to action, linked from ads and maps: crawlers may read
  // it. A client's own pages are kept out.
  expect(robots).not.toContain('Disallow: /booking')
  expect(robots).toContain('Disallow: /profile')
  expect(robots).toContain('Disallow: /my-appointments')
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    '<loc>https://divanailspa.com/services</loc>',
  )
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
