import { loadWords } from '@/lib/i18n/i18n'

export const loadAboutPage = () =>
  Promise.all([import('./AboutPage'), loadWords('about')]).then(([m]) => ({
    Component: m.AboutPage,
  }))
