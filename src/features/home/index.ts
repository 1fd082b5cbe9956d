import { loadWords } from '@/lib/i18n/i18n'

export const loadHomePage = () =>
  Promise.all([import('./HomePage'), loadWords('home')]).then(([m]) => ({ Component: m.HomePage }))
