export const loadServicesPage = () =>
  import('./ServicesPage').then((m) => ({ Component: m.ServicesPage }))
