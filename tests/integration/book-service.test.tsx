import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ServicesPage } from '@/features/services/ServicesPage'
import { bookingFormAtNow, chooseDate, summary } from '../support/booking-form'
import { bookingRoute } from '../support/booking-route'
import { renderRoutes } from '../support/render'

// Book Service on a card of /services opens the booking form with that service chosen.
bookingFormAtNow()

const routes = [{ path: '/services', element: <ServicesPage /> }, bookingRoute]

describe('Book Service on the services page', () => {
  it('Dip Powder Manicure: the form opens with it chosen at $50, and it books', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/services')
    const book = await screen.findByRole('link', { name: 'Book Service: Dip Powder Manicure' })
    expect(book).toHaveAttribute('href', '/booking?service=dip-powder-manicure')
    await user.click(book)

    const service = await screen.findByLabelText('Service')
    expect(service).toHaveValue('dip-powder-manicure')
    expect(within(service).getByRole('option', { selected: true })).toHaveTextContent(
      'Dip Powder Manicure',
    )
    const lines = within(summary().getByRole('list', { name: 'Services' }))
    expect(lines.getByRole('listitem')).toHaveTextContent('Dip Powder Manicure$5060 min')

    await user.type(screen.getByLabelText('Phone Number'), '(703) 555-0100')
    await chooseDate(user, /Wednesday, November 25, 2026/)
    const time = screen.getByLabelText('Time')
    await waitFor(() => expect(time).toBeEnabled())
    await user.selectOptions(time, '10:00 AM')
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }))
    expect(await screen.findByText('Booking Confirmed!', {}, { timeout: 5000 })).toBeVisible()
  }, 30_000)

  it('every manicure and pedicure opens the form with it chosen', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/services')
    const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'))
    const manicures = await screen.findAllByRole('link', { name: /^Book Service: .*Manicure$/ })
    expect(hrefs(manicures)).toEqual([
      '/booking?service=classic-manicure',
      '/booking?service=signature-manicure',
      '/booking?service=gel-manicure',
      '/booking?service=dip-powder-manicure',
      '/booking?service=luxury-spa-manicure',
    ])
    await user.click(screen.getByRole('tab', { name: 'Pedicures' }))
    const pedicures = await screen.findAllByRole('link', { name: /^Book Service: .*Pedicure$/ })
    expect(hrefs(pedicures)).toEqual([
      '/booking?service=classic-pedicure',
      '/booking?service=signature-pedicure',
      '/booking?service=gel-pedicure',
      '/booking?service=luxury-pedicure',
      '/booking?service=rejuvenating-pedicure',
    ])
  })
})
