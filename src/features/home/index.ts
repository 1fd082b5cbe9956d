import { withWords } from '@/lib/i18n/i18n'

export const loadHomePage = () =>
  withWords(import('./HomePage'), 'home').then((m) => ({ Component: m.HomePage }))
