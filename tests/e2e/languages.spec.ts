import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectNoHtmlcsErrors } from './a11y-checks'
import { expect, test } from './fixtures'
import { collectErrors, keepServedPage } from './hydration'
import { setFixedTime, startSignedIn } from './support'
import { publicPages } from '@/app/pages'
import { pathInLanguage, type Language } from '@/lib/i18n/languages'
import { languageOffers } from '@/app/layout/language-offers'

// Spanish, Vietnamese and Korean, each at its own addresses: every public page hydrated as
// served in its language, with nothing for HTML_CodeSniffer; the language menu keeps the page and
// its query; the offer of a browser's language; the calendar's own words. axe-core judges each
// page once, in English (routes.spec.ts): a translation changes the words, which HTML_CodeSniffer
// reads here, not the page's structure, roles or colours (decision 0020).

/** The shell's words in `language` (src/lib/i18n/messages/<language>/shell.json). */
const words = (language: Exclude<Language, 'en'>) =>
  JSON.parse(readFileSync(`src/lib/i18n/messages/${language}/shell.json`, 'utf8')) as Record<
    'Search' | 'What are you looking for?' | 'Home' | 'Date' | 'Choose a date',
    string
  >
const shell = { es: words('es'), vi: words('vi'), ko: words('ko') }
const ko = shell.ko

/** The page's header Search, pressed at once and answered once the app is live, then closed. */
async function expectLive(page: Page, language: keyof typeof shell) {
  await page.getByRole('button', { name: shell[language].Search, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel(shell[language]['What are you looking for?'])).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

for (const language of ['es', 'vi', 'ko'] as const) {
  test(`every public page in ${language}: hydrated as served, in its language, and no accessibility error`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const errors = collectErrors(page)
    const fonts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname)
    })
    await keepServedPage(page)
    for (const { path } of publicPages) {
      const address = pathInLanguage(path, language)
      await page.goto(address)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expectLive(page, language)
      const replaced = await page.evaluate(
        () =>
          (window as unknown as { served: { nodes: Element[] } }).served.nodes.filter(
            (node) => !node.isConnected,
          ).length,
      )
      expect(replaced, address).toBe(0)
      await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
        'href',
        `https://divanailspa.com${address}`,
      )
      await expectNoHtmlcsErrors(page, address)
    }
    expect(errors).toEqual([])
    // Letters that both the fonts' Vietnamese and Latin Extended faces have (ă, đ, ơ, ư) come
    // from the small Vietnamese files, never the large Latin Extended ones.
    const faces = [...fonts].map((font) => /-(latin-ext|latin|vietnamese)-/.exec(font)?.[1])
    expect(faces).toContain('latin')
    expect(faces).not.toContain('latin-ext')
  })
}

test('the language menu moves to the same page in the other language, its query kept', async ({
  page,
}) => {
  await page.goto('/es/services?tab=pedicures')
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeVisible()
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Idioma' })
  await expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
  await menu.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/services?tab=pedicures')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Pedicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // The choice is kept: no offer of another language on the next page.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  // A link of the app stays in the page's language.
  await page.goto('/ko/services')
  await page.getByRole('contentinfo').getByRole('link', { name: ko.Home, exact: true }).click()
  await expect(page).toHaveURL('/ko')
})

test.describe('a browser that prefers Vietnamese', () => {
  test.use({ locale: 'vi-VN' })

  test('is offered Vietnamese once, on a bar she can dismiss, and never sent there unasked', async ({
    page,
  }) => {
    const offer = languageOffers.vi
    await page.goto('/services')
    await expect(page).toHaveURL('/services')
    const bar = page.getByRole('region', { name: offer.says })
    await expect(bar.getByRole('link', { name: offer.take })).toHaveAttribute(
      'href',
      '/vi/services',
    )
    await bar.getByRole('button', { name: offer.dismiss }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
    await expect(page.getByRole('region', { name: offer.says })).toBeHidden()
  })

  test('takes the offer to the same page in Vietnamese', async ({ page }) => {
    const offer = languageOffers.vi
    await page.goto('/promotions')
    await page
      .getByRole('region', { name: offer.says })
      .getByRole('link', { name: offer.take })
      .click()
    await expect(page).toHaveURL('/vi/promotions')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(page.getByRole('region', { name: offer.says })).toBeHidden()
  })
})

test('a Korean visitor’s calendar names the weekdays in Korean, the week from Sunday', async ({
  page,
}) => {
  await setFixedTime(page, new Date('2026-11-18T15:00:00Z')) // Wednesday 10:00 AM in Chantilly
  await startSignedIn(page, '/ko/booking')
  await page.getByRole('button', { name: new RegExp(`^${ko.Date}`) }).click()
  const calendar = page.getByRole('dialog', { name: ko['Choose a date'] })
  await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', '일요일')
  await expect(calendar.locator('th').nth(3)).toHaveAttribute('aria-label', '수요일')
  await expect(calendar.getByRole('grid')).toHaveAccessibleName('2026년 11월')
  await expect(calendar.getByRole('button', { name: /2026년 11월 18일 수요일/ })).toBeEnabled()
})

test('a Spanish visitor books a visit in Spanish', async ({ page, mocks }) => {
  await setFixedTime(page, new Date('2026-11-18T15:00:00Z')) // Wednesday 10:00 AM in Chantilly
  await startSignedIn(page, '/es/booking')
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve su cita' })).toBeVisible()
  await page.getByLabel('Número de teléfono').fill('(703) 555-0100')
  await page.getByLabel('Servicio', { exact: true }).selectOption('gel-manicure')
  await page.getByRole('button', { name: /^Fecha/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Elija una fecha' })
  await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', 'domingo')
  await calendar.getByRole('button', { name: /lunes, 23 de noviembre de 2026/ }).click()
  await expect(calendar).toBeHidden()
  await page.getByLabel('Hora', { exact: true }).selectOption('10:00')
  const summary = page.locator('[aria-labelledby="booking-summary"]')
  await expect(summary.getByText('Manicura en gel')).toBeVisible()
  await expect(summary.getByText('$45').first()).toBeVisible()
  await expect(summary.getByText('10:00 a.m. ET')).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar cita' }).click()
  await expect(page.getByRole('heading', { name: '¡Cita confirmada!' })).toBeVisible()
  await expect(page.getByText(/lunes, 23 de noviembre de 2026/).first()).toBeVisible()
  const outbox = await mocks.outbox()
  expect(outbox.some((m) => m.kind === 'booking-confirmation')).toBe(true)
})

test('a Vietnamese visitor signs up in Vietnamese and is welcomed in Vietnamese', async ({
  page,
  mocks,
}) => {
  const email = `lan.${Date.now()}@example.com`
  await page.goto('/vi/register')
  await page.getByLabel('Họ và tên').fill('Nguyễn Thị Lan')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Mật khẩu', { exact: true }).fill('secret123')
  await page.getByLabel('Xác nhận mật khẩu').fill('secret123')
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click()
  await expect(page).toHaveURL('/vi')
  const welcome = (await mocks.outbox()).find((m) => m.kind === 'welcome' && m.to === email)
  expect(welcome?.subject).toBe('Chào mừng quý khách đến với Diva Nail Spa')
  expect(welcome?.body).toContain('Nguyễn Thị Lan')
  // Her account keeps her language: Profile says her mails are in Vietnamese.
  await page.goto('/vi/profile')
  await expect(page.getByLabel('Email bằng')).toHaveValue('vi')
})
