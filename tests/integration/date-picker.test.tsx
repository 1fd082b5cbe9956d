import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SalonDatePicker } from '@/components/SalonDatePicker'
import { renderRoutes } from '../support/render'

// The calendar's code loads on demand: the first press in this file lands on the stand-in.
describe('the date field', () => {
  it('pressed before its calendar has loaded, opens it on a day; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup()
    const picked = vi.fn()
    renderRoutes([{ path: '/', element: <SalonDatePicker value={undefined} onChange={picked} /> }])

    await user.click(screen.getByRole('button', { name: 'Date: Pick a date' }))
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' })
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(calendar).not.toBeVisible())
    const field = screen.getByRole('button', { name: 'Date: Pick a date' })
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Date: Pick a date' }))
    // The day it lands on is the first that can be chosen.
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement))
    await user.click(document.activeElement as HTMLElement)
    expect(picked).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/))
    await waitFor(() => expect(calendar).not.toBeVisible())
  })
})
