import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/router'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

serveMockBackend()

/** The site's own route table at `path`, once its page is on screen. */
async function openPage(path: string) {
  renderRoutes(routes, path)
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
}

async function signInHere() {
  const { user, token } = await signUp()
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
}

const quickBooking = () => screen.queryByRole('navigation', { name: 'Quick booking' })

// The bar shows only below md (CSS, which jsdom does not apply): here, which pages render it.
describe("the phone's Book Now bar", () => {
  it.each(['/', '/about'])('is on %s, linking to /booking', async (path) => {
    await openPage(path)
    const bar = quickBooking()
    expect(bar).not.toBeNull()
    expect(within(bar!).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking')
  })

  it.each(['/login', '/register', '/forgot-password'])('is not on %s', async (path) => {
    await openPage(path)
    expect(quickBooking()).toBeNull()
  })

  it("is on a client's own pages", async () => {
    await signInHere()
    await openPage('/my-appointments')
    expect(quickBooking()).not.toBeNull()
  })

  it('is not on the booking form', async () => {
    await signInHere()
    renderRoutes(routes, '/booking')
    expect(await screen.findByLabelText('Phone Number')).toBeInTheDocument()
    expect(quickBooking()).toBeNull()
  })
})
