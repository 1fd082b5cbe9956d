export const loadContactPage = () =>
  import('./ContactPage').then((m) => ({ Component: m.ContactPage }))
