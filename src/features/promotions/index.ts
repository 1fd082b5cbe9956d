import { loadWords } from '@/lib/i18n/i18n'

export const loadPromotionsPage = () =>
  Promise.all([import('./PromotionsPage'), loadWords('promotions')]).then(([m]) => ({
    Component: m.PromotionsPage,
  }))
