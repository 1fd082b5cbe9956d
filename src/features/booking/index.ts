export const loadBookingPage = () =>
  import('./BookingPage').then((m) => ({ Component: m.BookingPage }))
