import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactPage } from '@/features/contact/ContactPage'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

serveMockBackend()

// Parts that several pages share (src/components): each page still reads as it did.
describe('the parts pages share', () => {
  it('lists the opening hours on Contact with the days written out', async () => {
    renderRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact')
    const weekdays = await screen.findByText('Monday to Friday')
    expect(weekdays.tagName).toBe('DT')
    const row = weekdays.parentElement!
    expect(within(row).getByText('9AM-8PM').tagName).toBe('DD')
  })
})
