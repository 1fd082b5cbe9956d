import { withWords } from '@/lib/i18n/i18n'

export const loadContactPage = () =>
  withWords(import('./ContactPage'), 'contact').then((m) => ({ Component: m.ContactPage }))
