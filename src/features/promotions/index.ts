export const loadPromotionsPage = () =>
  import('./PromotionsPage').then((m) => ({ Component: m.PromotionsPage }))
