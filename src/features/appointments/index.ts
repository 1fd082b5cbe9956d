export const loadMyAppointmentsPage = () =>
  import('./MyAppointmentsPage').then((m) => ({ Component: m.MyAppointmentsPage }))
