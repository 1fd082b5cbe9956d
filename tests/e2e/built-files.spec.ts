import { existsSync } from 'node:fs'
import { builtFile as built, builtPath, servedDocument } from './built'
import { expect, test } from './fixtures'
import { guardedPages, publicPages } from '@/app/pages'

// What crawlers and sharing read, straight from the build (no browser): each prerendered page's
// head, the manifest, robots.txt and the sitemap. Viewport-free: the desktop project runs it.

const headOf = (path: string) => servedDocument(path).head

const prerendered = [...publicPages, ...guardedPages]

test('every prerendered page has its own title and one meta description', () => {
  const titles = prerendered.map(({ path }) => {
    const head = headOf(path)
    const title = head.querySelector('title')?.textContent ?? ''
    expect(title, path).toMatch(/\| Diva Nail Spa$/)
    const descriptions = [...head.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute('content'),
    )
    expect(descriptions, path).toHaveLength(1)
    expect(descriptions[0]!.length, path).toBeGreaterThan(50)
    return title
  })
  expect(new Set(titles).size).toBe(prerendered.length)
})

// A client's page is served as its frame (decision 0010): the hero over the spinner shown while
// her stored session is read, which her browser hydrates.
test("a client's own pages are served as their frame: the hero over the session spinner", () => {
  const heroes: Record<string, string> = {
    '/booking': 'Book Your Appointment',
    '/profile': 'My Profile',
    '/my-appointments': 'My Appointments',
  }
  for (const { path } of guardedPages) {
    const page = servedDocument(path)
    expect(page.documentElement.hasAttribute('data-guarded'), path).toBe(true)
    expect(page.documentElement.dataset.prerendered, path).toBe(path)
    expect(page.querySelector('main h1')?.textContent, path).toBe(heroes[path])
    expect(page.querySelector('main [role="status"]')?.textContent, path).toContain(
      'Checking your session',
    )
    // Nothing of the login page, and nothing of a client: the frame is the same for everyone.
    expect(page.body.textContent, path).not.toMatch(/Welcome back|Log out/)
  }
})

test('the head carries social cards, a NailSalon record and a CSP', () => {
  const head = headOf('/')
  const content = (selector: string) => head.querySelector(selector)?.getAttribute('content')
  expect(content('meta[property="og:title"]')).toMatch(/Diva Nail Spa/)
  expect(content('meta[property="og:image"]')).toMatch(/og-image\.jpg$/)
  const csp = content('meta[http-equiv="Content-Security-Policy"]')
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")

  const record = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!)
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
})

test('the manifest, robots.txt and the sitemap', () => {
  const manifest = JSON.parse(built('manifest.webmanifest'))
  expect(manifest.name).toBe('Diva Nail Spa')
  expect(existsSync(builtPath('icons/icon-512.png'))).toBe(true)
  const robots = built('robots.txt')
  expect(robots).toContain('Sitemap: https://divanailspa.com/sitemap.xml')
  // The booking page is the salon's call to action, linked from ads and maps: crawlers may read
  // it. A client's own pages are kept out.
  expect(robots).not.toContain('Disallow: /booking')
  expect(robots).toContain('Disallow: /profile')
  expect(robots).toContain('Disallow: /my-appointments')
  expect(built('sitemap.xml')).toContain('<loc>https://divanailspa.com/services</loc>')
})
