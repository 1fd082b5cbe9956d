import { withWords } from '@/lib/i18n/i18n'

export const loadAboutPage = () =>
  withWords(import('./AboutPage'), 'about').then((m) => ({ Component: m.AboutPage }))
