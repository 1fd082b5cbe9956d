export const loadHomePage = () => import('./HomePage').then((m) => ({ Component: m.HomePage }))
