import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { bookAppointment, joinLoyalty } from '@/api'
import { routes } from '@/app/router'
import { booking, signUpWithCard } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'
import { pageLoad, toast } from '../support/site-pages'

// Diva Rewards on Profile, as a member meets it: the birthday she saves there and the points a
// visit in its month earns. The rule itself (double, never for a visit already done) is proven
// against the API in api-rewards.test.ts.
const { control } = serveMockBackend()

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
