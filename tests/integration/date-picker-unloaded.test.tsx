import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SalonDatePicker } from '@/components/SalonDatePicker'
import { renderRoutes } from '../support/render'

// The calendar's code cannot be fetched (offline before the site was kept, or a build replaced).
vi.mock('@/components/SalonDatePopover', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('the date field, when its calendar cannot be loaded', () => {
  it('says so under the field, which stays where it was, and a press tries again', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/', element: <SalonDatePicker value={undefined} onChange={vi.fn()} /> }])
    const field = screen.getByRole('button', { name: 'Date: Pick a date' })

    await user.click(field)
    const problem = await screen.findByRole('alert')
    expect(problem).toHaveTextContent(
      'The calendar could not be loaded. Check your connection and try again.',
    )
    expect(field).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(
      'The calendar could not be loaded. Check your connection and try again.',
    )
    await user.click(field)
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
