import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookAppointment, createQueryClient } from '@/api'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { snapshot } from '@/mocks/db/db'
import { read } from '@/mocks/db/store'
import { booking, cardOnFile, signIn, signUp, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { Providers } from '../support/render'

const { control } = serveMockBackend()

// Payments on Profile as she uses them: the card form (typed, checked, saved through the
// provider's token), her cards, a balance due paid with Pay now, and her receipts.

/** Profile for a signed-in client, with a cache she can search, kept in localStorage as the app does. */
async function openProfile(signed: Promise<{ user: object; token: string }>) {
  const { user, token } = await signed
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  const queryClient = createQueryClient()
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  })
  render(
    <Providers queryClient={queryClient} storage={localStorage}>
      <RouterProvider router={router} />
    </Providers>,
  )
  await screen.findByRole('heading', { name: 'Payments' }, { timeout: 20_000 })
  return { queryClient }
}

const cardsList = () => screen.findByRole('list', { name: 'Payment methods' })

/** Opens the card form and types a card into it. */
async function typeCard(number: string, expiry = '1230', cvc = '123') {
  await userEvent.click(screen.getByRole('button', { name: 'Add a card' }))
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), number)
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry/ }), expiry)
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), cvc)
}

describe('payment methods on Profile', () => {
  it('saves 4242 4242 4242 4242 and lists it as Visa ending in 4242, leaving the number nowhere', async () => {
    const { queryClient } = await openProfile(signUp())
    expect(await screen.findByText('No card on file yet.')).toBeInTheDocument()
    await typeCard('4242424242424242')
    const number = screen.getByRole('textbox', { name: /Card number/ })
    expect(number).toHaveValue('4242 4242 4242 4242')
    expect(number).toHaveAttribute('autocomplete', 'cc-number')
    expect(number).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    )
    expect(screen.getByRole('textbox', { name: /Security code/ })).toHaveAttribute(
      'autocomplete',
      'cc-csc',
    )
    expect(screen.getByText('Card: Visa')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }))

    const card = await within(await cardsList()).findByRole('listitem', {
      name: 'Visa ending in 4242',
    })
    expect(within(card).getByText('Default')).toBeInTheDocument()
    expect(within(card).getByText('Expires 12/30')).toBeInTheDocument()
    // The form is gone, and what she typed with it.
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument()

    // Every store the page has: storage, the query cache and its mutations, the persisted copy,
    // and the back-end's tables.
    await waitFor(() => expect(localStorage.getItem('query-cache')).toContain('payment-methods'))
    const stores = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => [q.queryKey, q.state.data]),
      ),
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.variables),
      ),
      JSON.stringify(await read(() => snapshot())),
    ].join('\n')
    expect(stores).toContain('4242')
    expect(stores).not.toMatch(/4242\s?4242\s?4242\s?4242/)
    expect(stores).not.toContain('"123"')
    expect(stores).not.toMatch(/"cvc"/)
  })

  it('says “Your card was declined.” for 4000 0000 0000 0002 and keeps what she typed', async () => {
    await openProfile(signUp())
    await typeCard('4000000000000002')
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 0000 0000 0002')
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveValue('12 / 30')
    expect(screen.getByText('No card on file yet.')).toBeInTheDocument()
  })

  it('checks each field once she leaves it, then as she corrects it', async () => {
    await openProfile(signUp())
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }))
    const number = screen.getByRole('textbox', { name: /Card number/ })
    const expiry = screen.getByRole('textbox', { name: /Expiry/ })
    const cvc = screen.getByRole('textbox', { name: /Security code/ })

    await userEvent.type(number, '4242424242424241')
    expect(screen.queryByText('Please check your card number')).not.toBeInTheDocument()
    await userEvent.tab()
    expect(number).toHaveAccessibleDescription(/Please check your card number/)
    expect(number).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(number)
    await userEvent.type(number, '378282246310005')
    expect(number).toHaveValue('3782 822463 10005')
    expect(screen.queryByText('Please check your card number')).not.toBeInTheDocument()
    expect(screen.getByText('Card: American Express')).toBeInTheDocument()

    await userEvent.type(expiry, '0120')
    expect(expiry).toHaveValue('01 / 20')
    await userEvent.tab()
    expect(expiry).toHaveAccessibleDescription('This card has expired')

    await userEvent.type(cvc, '123')
    await userEvent.tab()
    expect(cvc).toHaveAccessibleDescription('The security code on this card has 4 digits')
    await userEvent.type(cvc, '4')
    expect(cvc).not.toHaveAccessibleDescription()
  })

  it('makes another card the default, and removes one', async () => {
    await openProfile(
      signUpWithCard().then(async (signed) => {
        await cardOnFile('5555555555554444')
        return signed
      }),
    )
    const list = await cardsList()
    const mastercard = await within(list).findByRole('listitem', {
      name: 'Mastercard ending in 4444',
    })
    await userEvent.click(within(mastercard).getByRole('button', { name: 'Make default' }))
    await waitFor(() => expect(within(mastercard).getByText('Default')).toBeInTheDocument())
    const visa = within(list).getByRole('listitem', { name: 'Visa ending in 4242' })
    expect(within(visa).queryByText('Default')).not.toBeInTheDocument()

    await userEvent.click(within(visa).getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Visa ending in 4242' })).toBeNull(),
    )
  })

  it('marks a card past its expiry month as expired', async () => {
    await openProfile(
      signUpWithCard().then(async () => {
        // Test cards are saved to expire in December 2030; she signs in again years later.
        await control.setClock('2031-01-05T15:00:00Z')
        return signIn('ana@example.com')
      }),
    )
    const visa = await within(await cardsList()).findByRole('listitem', {
      name: 'Visa ending in 4242',
    })
    expect(within(visa).getByText('Expired')).toBeInTheDocument()
    expect(within(visa).getByText('Expires 12/30')).toBeInTheDocument()
  })

  it('refuses to remove the last card while a visit relies on it, in words that name the visit', async () => {
    await control.setClock('2026-11-18T15:00:00Z')
    await openProfile(
      signUpWithCard().then(async (signed) => {
        await bookAppointment(booking())
        return signed
      }),
    )
    const visa = await within(await cardsList()).findByRole('listitem', {
      name: 'Visa ending in 4242',
    })
    await userEvent.click(within(visa).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Gel Manicure/)
    expect(visa).toBeInTheDocument()
  })
})

describe('balance due and receipts on Profile', () => {
  it('shows the balance with Pay now; a failed charge says why, another card pays it', async () => {
    await control.seed('balance-due')
    await openProfile(signIn('due@example.com'))
    const due = await screen.findByRole('region', { name: 'Balance due' })
    expect(within(due).getByText('Balance due: $17.50')).toBeInTheDocument()
    expect(within(due).getByText(/Late cancellation: Signature Manicure/)).toBeInTheDocument()
    const failing = within(due).getByRole('radio', { name: /Visa ending in 0341/ })
    expect(failing).toBeChecked()

    await userEvent.click(within(due).getByRole('button', { name: 'Pay now' }))
    expect(await within(due).findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(failing).toBeChecked()

    // Her cards' "Add a card" and this one are told apart by name.
    expect(screen.getAllByRole('button', { name: /^Add a card/ })).toHaveLength(2)
    await userEvent.click(within(due).getByRole('button', { name: 'Add a card to pay' }))
    await userEvent.type(
      within(due).getByRole('textbox', { name: /Card number/ }),
      '4242424242424242',
    )
    await userEvent.type(within(due).getByRole('textbox', { name: /Expiry/ }), '1230')
    await userEvent.type(within(due).getByRole('textbox', { name: /Security code/ }), '123')
    await userEvent.click(within(due).getByRole('button', { name: 'Save card' }))
    const added = await within(due).findByRole('radio', { name: /Visa ending in 4242/ })
    await waitFor(() => expect(added).toBeChecked())
    await userEvent.click(within(due).getByRole('button', { name: 'Pay now' }))

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Balance due' })).toBeNull())
    const receipts = screen.getByRole('list', { name: 'Receipts' })
    const paid = within(receipts).getAllByRole('listitem')[0]!
    expect(paid).toHaveTextContent('Balance paid')
    expect(paid).toHaveTextContent('$17.50')
    expect(paid).toHaveTextContent('Visa ending in 4242')
    expect(paid).toHaveTextContent(/Signature Manicure on/)
  })
})
