import { withWords } from '@/lib/i18n/i18n'

export const loadServicesPage = () =>
  withWords(import('./ServicesPage'), 'services').then((m) => ({ Component: m.ServicesPage }))
