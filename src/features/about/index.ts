export const loadAboutPage = () => import('./AboutPage').then((m) => ({ Component: m.AboutPage }))
