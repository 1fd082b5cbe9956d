import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { pageLoad, toast, openSite } from '../support/site-pages'

// The site's content pages on its own route table: what they show and link to, and what their
// forms are answered.
serveMockBackend()

afterEach(() => vi.restoreAllMocks())

/** The card a heading names. */
const cardOf = (heading: HTMLElement) =>
  within(heading.closest('.chakra-card__root') as HTMLElement)

it('home: featured services, testimonials and every call to action', async () => {
  const user = userEvent.setup()
  const { router, main } = await openSite('/')
  for (const [title, price] of [
    ['Signature Manicure', '$30'],
    ['Luxury Pedicure', '$45'],
    ['Gel Polish', '$35'],
  ] as const) {
    const card = cardOf(await main.findByRole('heading', { name: title }))
    expect(card.getByText(price)).toBeVisible()
    expect(card.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', '/services')
  }
  expect(await main.findAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(3)
  expect(main.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
  expect(main.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services')
  expect(main.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/gallery')
  expect(main.getAllByRole('link', { name: 'Book Appointment' })).toHaveLength(2)

  await user.click(main.getByRole('link', { name: 'Learn More About Us' }))
  expect(await screen.findByRole('heading', { name: 'Meet Our Stylists' }, pageLoad)).toBeVisible()
  expect(router.state.location.pathname).toBe('/about')
  expect(await screen.findByText('Mia Tran')).toBeVisible()
})

describe('promotions', () => {
  it('offers with codes, events to contact, and the hero', async () => {
    const user = userEvent.setup()
    const { router, main } = await openSite('/promotions')
    expect(main.getByRole('link', { name: 'Book Now & Save' })).toHaveAttribute('href', '/booking')
    for (const code of ['FIRSTDIVA', 'MONTHLY20', 'DIVAFRIEND', 'TUESDIVA', 'BDAYDIVA', 'SUMMER23'])
      expect(await main.findByText(code, { exact: true })).toBeVisible()
    expect(main.getAllByText('Limited Time Offer')).toHaveLength(2)
    expect(main.getByRole('link', { name: 'Book with this Offer: FIRSTDIVA' })).toHaveAttribute(
      'href',
      '/booking?promo=FIRSTDIVA',
    )

    await user.click(await main.findByRole('link', { name: /Inquire Now about Bridal/ }))
    expect(await screen.findByRole('textbox', { name: /^Subject/ }, pageLoad)).toHaveValue(
      'Inquiry: Bridal Packages',
    )
    expect(router.state.location.pathname).toBe('/contact')
    expect(new URLSearchParams(router.state.location.search).has('subject')).toBe(true)
  })

  it('the newsletter’s three outcomes', async () => {
    const user = userEvent.setup()
    await openSite('/promotions')
    const box = screen.getByLabelText('Email address for the newsletter')
    await user.type(box, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible()
    expect(box).toHaveValue('not-an-email')

    await user.clear(box)
    await user.type(box, 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(/Thank you for subscribing!/)).toBeVisible()

    await user.clear(box)
    await user.type(box, 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(
      await screen.findByText('This email is already subscribed to our newsletter.'),
    ).toBeVisible()
  })

  it('Sign Up Now sends a visitor to register', async () => {
    const user = userEvent.setup()
    const { router } = await openSite('/promotions')
    await user.click(await screen.findByRole('button', { name: 'Sign Up Now' }))
    expect(await screen.findByRole('button', { name: 'Create Account' }, pageLoad)).toBeVisible()
    expect(router.state.location.pathname).toBe('/register')
  })

  it('Sign Up Now enrols a client once', async () => {
    const { user: account, token } = await signUp('ana.garcia@example.com')
    localStorage.setItem('user', JSON.stringify({ ...account, token }))
    const user = userEvent.setup()
    await openSite('/promotions')
    await user.click(await screen.findByRole('button', { name: 'Sign Up Now' }))
    expect(await toast('Welcome to Diva Rewards!')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up Now' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Sign Up Now' }))
    expect(await toast('You are already a member of our loyalty programme.')).toBeInTheDocument()
  })
})

it('search: Ctrl+K opens it, Enter goes to the first result, a result is a link', async () => {
  const user = userEvent.setup()
  const { router } = await openSite('/')
  await user.keyboard('{Control>}k{/Control}')
  const dialog = within(await screen.findByRole('dialog', { name: 'Search the site' }, pageLoad))
  await user.type(dialog.getByLabelText('What are you looking for?'), 'pedicure gel')
  expect(await dialog.findByRole('link', { name: /Gel Pedicure/ })).toBeVisible()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(router.state.location.search).toBe('?tab=pedicures'))
  expect(router.state.location.pathname).toBe('/services')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }))
  const again = within(await screen.findByRole('dialog', { name: 'Search the site' }))
  await user.type(again.getByLabelText('What are you looking for?'), 'hours')
  await user.click(await again.findByRole('link', { name: /Contact/ }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/contact'), pageLoad)
})

it('an unknown path shows the 404 page, logs the path and links home', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const user = userEvent.setup()
  const { router, main } = await openSite('/no-such-page')
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible()
  await waitFor(() =>
    expect(logged.mock.calls.map((call) => call.join(' ')).join('\n')).toContain('/no-such-page'),
  )
  await user.click(main.getByRole('link', { name: 'Return to Home' }))
  await waitFor(
    () => expect(screen.queryByRole('heading', { name: 'Oops! Page Not Found' })).toBeNull(),
    pageLoad,
  )
  expect(router.state.location.pathname).toBe('/')
})
