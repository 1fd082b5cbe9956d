import { withWords } from '@/lib/i18n/i18n'

export const loadPromotionsPage = () =>
  withWords(import('./PromotionsPage'), 'promotions').then((m) => ({ Component: m.PromotionsPage }))
