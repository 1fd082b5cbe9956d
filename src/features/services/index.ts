import { loadWords } from '@/lib/i18n/i18n'

export const loadServicesPage = () =>
  Promise.all([import('./ServicesPage'), loadWords('services')]).then(([m]) => ({
    Component: m.ServicesPage,
  }))
