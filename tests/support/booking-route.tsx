import type { RouteObject } from 'react-router'
import { RequireAuth } from '@/app/RequireAuth'
import { BookingPage } from '@/features/booking/BookingPage'

/** /booking behind its guard, as in the app: the form is drawn once the stored session is read. */
export const bookingRoute: RouteObject = {
  element: <RequireAuth />,
  children: [{ path: '/booking', element: <BookingPage /> }],
}
