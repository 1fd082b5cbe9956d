import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Appointment } from '@/api'
import { AppointmentCard } from '@/features/appointments/AppointmentCard'
import type * as idle from '@/lib/idle'
import { renderRoutes } from '../support/render'

// The dialog's code cannot be fetched (offline before the site was kept, or a build replaced).
vi.mock('@/features/appointments/RescheduleDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})
// Only the press loads it here: vitest answers an import made while a failing mock's first
// import is under way with the real module, so no preload may run alongside.
vi.mock('@/lib/idle', async (importOriginal) => ({
  ...(await importOriginal<typeof idle>()),
  whenIdle: () => undefined,
}))

const appointment: Appointment = {
  id: 'a1',
  service: 'gel-manicure',
  serviceName: 'Gel Manicure',
  services: [
    {
      value: 'gel-manicure',
      name: 'Gel Manicure',
      category: 'manicure',
      price: 45,
      priceBasis: 'fixed',
      durationMinutes: 45,
    },
  ],
  date: '2099-11-25',
  time: '10:00',
  duration: '45 min',
  durationMinutes: 45,
  stylist: 'Mia Tran',
  stylistId: 'stylist-mia',
  stylistChosen: false,
  status: 'upcoming',
  price: 45,
  discount: 0,
  total: 45,
  rewardDiscount: 0,
  pointsSpent: 0,
  name: 'Ada Client',
  email: 'ada@example.com',
  phone: '5715550100',
  createdAt: '2099-11-01T12:00:00Z',
  canChange: true,
}

describe("an upcoming appointment's dialogs, when their code cannot be loaded", () => {
  it('say so in the card, with a way to reload, and the card stays', async () => {
    // React reports the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderRoutes([{ path: '/', element: <AppointmentCard appointment={appointment} /> }])

    // A bare click: a pointer's arrival or focus would load the code ahead of the press.
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be opened. Check your connection, then reload the page.',
    )
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Gel Manicure' })).toBeVisible()
  })
})
