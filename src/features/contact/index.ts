import { loadWords } from '@/lib/i18n/i18n'

export const loadContactPage = () =>
  Promise.all([import('./ContactPage'), loadWords('contact')]).then(([m]) => ({
    Component: m.ContactPage,
  }))
