import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ContactPage } from '@/features/contact/ContactPage'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

serveMockBackend()

// Parts that several pages share (src/components): each page still reads as it did.
describe('the parts pages share', () => {
  it('lists the opening hours on Contact with the days written out', async () => {
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact')
    // The first page a file draws is slow on a busy machine.
    const weekdays = await screen.findByText('Monday to Friday', {}, { timeout: 20_000 })
    expect(weekdays.tagName).toBe('DT')
    const row = weekdays.parentElement!
    expect(within(row).getByText('9AM-8PM').tagName).toBe('DD')
  })

  it('offers the birthday as two dropdowns, and takes her back to the month when one is missing', async () => {
    const { user, token } = await signUp()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile')
    const month = await screen.findByRole('combobox', { name: 'Month' })
    expect(within(month).getByRole('option', { name: 'Month' })).toHaveValue('')
    expect(within(month).getByRole('option', { name: 'December' })).toHaveValue('12')
    const day = screen.getByRole('combobox', { name: 'Day' })
    await userEvent.selectOptions(day, '29')
    await userEvent.click(screen.getByRole('button', { name: 'Save birthday' }))
    expect(month).toHaveFocus()
    expect(day).toHaveValue('29')
  })
})
