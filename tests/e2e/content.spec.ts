import { expect, test } from './fixtures'
import { requestsTo, sendContactMessage } from './support'

test('services: tabs by keyboard, kept in the URL, with prices, badges and booking links', async ({
  page,
}) => {
  await page.goto('/services')
  const main = page.getByRole('main')
  await expect(main.getByRole('tab', { name: 'Manicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(main.getByRole('heading', { name: 'Dip Powder Manicure' })).toBeVisible()
  const signature = main.locator('.chakra-card__root', {
    has: page.getByRole('heading', { name: 'Signature Manicure' }),
  })
  await expect(signature.getByText('Most Popular')).toBeVisible()
  await expect(signature.getByRole('link', { name: /Book Service/ })).toHaveAttribute(
    'href',
    '/booking?service=signature-manicure',
  )

  await main.getByRole('tab', { name: 'Manicures' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(main.getByRole('tab', { name: 'Pedicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL('/services?tab=pedicures')
  await expect(main.getByRole('heading', { name: 'Rejuvenating Pedicure' })).toBeVisible()

  await page.reload()
  await expect(main.getByRole('tab', { name: 'Pedicures' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await main.getByRole('tab', { name: 'Additional Services' }).click()
  await expect(main.getByText('$10 per nail')).toBeVisible()
  // An Additional Service is booked as an add-on to a visit.
  await expect(main.getByRole('link', { name: 'Book Service: Nail Art (Simple)' })).toHaveAttribute(
    'href',
    '/booking?addOns=nail-art-simple',
  )

  const premium = main.locator('.chakra-card__root', {
    has: page.getByRole('heading', { name: 'Premium Package' }),
  })
  await expect(premium.getByText('MOST POPULAR')).toBeVisible()
  await expect(premium.getByText('Save $25')).toBeVisible()
  await expect(premium.getByRole('link', { name: /Book Package/ })).toHaveAttribute(
    'href',
    '/booking?service=premium-package',
  )
})

test('gallery: tabs in the URL, a preview dialog, and the local fallback image', async ({
  page,
}) => {
  await page.goto('/gallery')
  const main = page.getByRole('main')
  await expect(main.getByRole('tab', { name: 'Nail Art' })).toHaveAttribute('aria-selected', 'true')
  // The photo host is unreachable here: every photo falls back to its own artwork.
  await expect(main.getByRole('img', { name: 'Pastel floral nail art' })).toHaveAttribute(
    'src',
    '/artwork/gallery/art-1.svg',
  )
  await main.getByRole('tab', { name: 'Our Salon' }).click()
  await expect(page).toHaveURL('/gallery?tab=salon')

  const photo = main.getByRole('button', { name: 'View larger: Polish wall' })
  await photo.click()
  const dialog = page.getByRole('dialog', { name: 'Polish wall' })
  await expect(
    dialog.getByText('More than 300 shades of polish, gel and dip powder.'),
  ).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Polish wall' })).toHaveAttribute(
    'src',
    '/artwork/gallery/salon-3.svg',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(photo).toBeFocused()

  await photo.click()
  await page.getByRole('button', { name: 'Close preview' }).click()
  await expect(dialog).toBeHidden()
})

test('contact: details, hours, FAQ, map and a message that is sent and cleared', async ({
  page,
  mocks,
}) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByText('Chantilly, Virginia 20151')).toBeVisible()
  await expect(main.getByRole('link', { name: '(703) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+17035550142',
  )
  await expect(main.getByRole('link', { name: 'hello@divanailspa.com' })).toHaveAttribute(
    'href',
    'mailto:hello@divanailspa.com',
  )
  for (const line of ['Monday to Friday', 'Saturday', 'Sunday'])
    await expect(main.getByText(line, { exact: true })).toBeVisible()
  await expect(main.getByText('10AM-6PM')).toBeVisible()
  // The map's frame is drawn as the visitor comes near it.
  const directions = main.getByRole('link', { name: 'Open directions in Google Maps' })
  await directions.scrollIntoViewIfNeeded()
  await expect(directions).toBeVisible()
  await expect(main.getByTitle(/^Map showing Diva Nail Spa/)).toHaveAttribute(
    'src',
    /^https:\/\/www\.google\.com\/maps\?q=.+output=embed$/,
  )

  await expect(main.getByRole('button', { name: /./ }).filter({ hasText: '?' })).toHaveCount(5)
  await main.getByRole('button', { name: 'What is your cancellation policy?' }).click()
  await expect(main.getByText(/50% of the service price/)).toBeVisible()
  await main.getByRole('button', { name: 'How long does a gel manicure last?' }).click()
  await expect(main.getByText(/2-3 weeks/)).toBeVisible()

  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  await sendContactMessage(page)
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')
  const outbox = await mocks.outbox()
  expect(outbox.map((m) => m.kind)).toContain('contact-acknowledgement')
})

test('contact: the browser requires every field before sending', async ({ page }) => {
  const sent = requestsTo(page, '/api/contact-messages')
  await page.goto('/contact')
  const name = page.getByLabel('Name')
  const email = page.getByLabel('Email')
  const subject = page.getByLabel('Subject')
  const message = page.getByLabel('Message')
  for (const field of [name, email, subject, message]) {
    expect(
      await field.evaluate(
        (el: HTMLInputElement | HTMLTextAreaElement) => el.validity.valueMissing,
      ),
    ).toBe(true)
  }
  const send = page.getByRole('button', { name: 'Send Message' })
  // The browser stops the sending and points at the first empty field (with noValidate the
  // form would go, and focus stay on the button).
  await send.click()
  await expect(name).toBeFocused()
  await name.fill('Ana Garcia')
  await email.fill('ana@example.com')
  await subject.fill('Bridal party')
  await send.click()
  await expect(message).toBeFocused()
  await message.fill('Can we book five chairs on a Saturday?')
  await send.click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  // Only the complete message went out: the blocked attempts sent nothing.
  expect(sent.map((request) => request.postDataJSON())).toEqual([
    {
      name: 'Ana Garcia',
      email: 'ana@example.com',
      subject: 'Bridal party',
      message: 'Can we book five chairs on a Saturday?',
    },
  ])
})

test('search: what was typed goes with the closing, by Escape, its close button or a tap beside it', async ({
  page,
}) => {
  await page.goto('/')
  // The header's button: once the dialog is open the page behind it is hidden from assistive
  // technology, and the dialog has a Search button of its own.
  const button = page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: 'Search', exact: true, includeHidden: true })
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  const field = dialog.getByLabel('What are you looking for?')
  const closings = [
    () => page.keyboard.press('Escape'),
    () => dialog.getByRole('button', { name: 'Close search' }).click(),
    // Below the card: the backdrop over the page.
    () => page.mouse.click(10, (page.viewportSize()?.height ?? 600) - 10),
  ]
  for (const close of closings) {
    await button.click()
    await expect(field).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    // Before anything is typed, the site's pages are suggested.
    await expect(dialog.getByText('8 results')).toBeVisible()
    await expect(dialog.getByRole('link', { name: /About Us/ })).toBeVisible()
    await field.fill('gel')
    await expect(dialog.getByText('4 results')).toBeVisible()
    await close()
    await expect(dialog).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  }
  await button.click()
  await expect(field).toHaveValue('')
})
