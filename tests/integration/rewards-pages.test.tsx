import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { bookAppointment, joinLoyalty } from '@/api'
import { routes } from '@/app/router'
import { booking, signIn, signUpWithCard } from '../support/api-helpers'
import { chooseDate, renderBooking, summary } from '../support/booking-form'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { pageLoad, toast } from '../support/site-pages'

// Diva Rewards on the pages a member uses: the birthday she saves on Profile and the points a
// visit in its month earns there; the free upgrade her fifth visit earns, on the booking form.
// The rules themselves are proven against the API in api-rewards.test.ts.
const { control } = serveMockBackend()
afterEach(() => vi.useRealTimers())

it('a birthday saved on Profile doubles the points of a visit in its month', async () => {
  await control.setClock('2026-11-18T15:00:00Z') // Wednesday, 10:00 AM in Chantilly
  const { user, token } = await signUpWithCard()
  await joinLoyalty()
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  const person = userEvent.setup()
  const first = renderRoutes(routes, '/profile')

  const birthday = await screen.findByRole('form', { name: 'Birthday' }, pageLoad)
  await person.selectOptions(within(birthday).getByLabelText('Month'), 'November')
  await person.click(within(birthday).getByRole('button', { name: 'Save birthday' }))
  expect(await within(birthday).findByText('Please choose a month and a day')).toBeVisible()
  await person.selectOptions(within(birthday).getByLabelText('Day'), '15')
  await person.click(within(birthday).getByRole('button', { name: 'Save birthday' }))
  expect(await toast('Birthday saved')).toBeInTheDocument()
  expect(await toast('Diva Rewards visits in November earn double points.')).toBeInTheDocument()

  // A visit in November, done: opened again, Profile shows its points doubled.
  await bookAppointment(booking({ date: '2026-11-25', time: '10:00' }))
  await control.setClock('2026-11-25T17:00:00Z')
  first.unmount()
  renderRoutes(routes, '/profile')
  const card = await screen.findByRole('region', { name: 'Diva Rewards' }, pageLoad)
  expect(await within(card).findByText('90 points', { exact: true }, pageLoad)).toBeVisible()
  const [line] = within(card).getAllByRole('listitem')
  expect(line).toHaveTextContent('Gel Manicure on Wednesday, November 25, 2026')
  expect(line).toHaveTextContent(/Earned, doubled/)
  expect(
    within(await screen.findByRole('form', { name: 'Birthday' })).getByLabelText('Month'),
  ).toHaveValue('11')
})

it('the fifth visit earns a free upgrade: offered on the booking form, named in the summary, then used', async () => {
  // Nadia, a member with four visits, is on the form on Wednesday 10:00 AM.
  const now = new Date('2026-11-18T15:00:00Z')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  await control.setClock(now)
  await control.seed('loyal-client')
  const { user, token } = await signIn('loyal@example.com')
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  const visit = { name: 'Nadia Brooks', email: 'loyal@example.com', service: 'luxury-pedicure' }
  await bookAppointment(booking({ ...visit, date: '2026-11-19', time: '10:00' }))
  // Her fifth visit done (the API's tests prove the fourth earns nothing), the form offers the upgrade.
  await control.setClock('2026-11-19T17:00:00Z')
  const person = userEvent.setup()
  renderBooking('/booking?service=classic-manicure')
  const upgrade = await screen.findByLabelText('Free upgrade', {}, pageLoad)
  await person.selectOptions(upgrade, 'Classic Manicure → Signature Manicure')
  expect(
    summary().getByText('Signature Manicure (free upgrade from Classic Manicure)'),
  ).toBeInTheDocument()
  // The upgraded service's time (a Classic Manicure takes 30 min) at the Classic's price.
  expect(summary().getAllByText('45 min').length).toBeGreaterThan(0)
  expect(summary().getAllByText('$25').length).toBeGreaterThan(0)
  await person.type(screen.getByLabelText('Phone Number'), '(703) 555-0100')
  await chooseDate(person, /Wednesday, November 25, 2026/)
  await person.selectOptions(screen.getByLabelText('Time'), '11:00 AM')
  await person.click(screen.getByRole('button', { name: 'Confirm Booking' }))
  expect(
    await screen.findByRole('heading', { name: 'Booking Confirmed!' }, pageLoad),
  ).toBeInTheDocument()
  expect(screen.getByText('Signature Manicure, from Classic Manicure')).toBeInTheDocument()

  // Used once: the next booking offers her points' reward, no upgrade.
  await person.click(screen.getByRole('button', { name: 'Book Another Appointment' }))
  await person.selectOptions(await screen.findByLabelText('Service'), 'classic-manicure')
  expect(
    await screen.findByRole('checkbox', { name: 'Use 300 points for $30 off' }),
  ).toBeInTheDocument()
  expect(screen.queryByLabelText('Free upgrade')).toBeNull()
})
