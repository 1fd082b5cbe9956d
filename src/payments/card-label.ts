import type { Card, CardBrand } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { brandNames, CARD_ENDING } from '@/lib/payments/card-label'

// How a card is named on the page: its brand (a name, the same in every language), its last four
// digits and its expiry — never more of its number.

/** 'Visa', or 'Card' in her language when the brand is unknown. */
export const cardBrandName = (brand: CardBrand) =>
  brand === 'unknown' ? t('Card') : brandNames[brand]

/** 'Visa ending in 4242'. */
export const cardEnding = (card: Pick<Card, 'brand' | 'last4'>) =>
  t(CARD_ENDING, { brand: cardBrandName(card.brand), last4: card.last4 })

/** 'MM/YY', as printed on the card: '12/28'. */
export const cardExpiry = (card: Pick<Card, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`

/** 'Visa ending in 4242, expires 12/28'. */
export const cardLabel = (card: Card) =>
  t('{brand} ending in {last4}, expires {expiry}', {
    brand: cardBrandName(card.brand),
    last4: card.last4,
    expiry: cardExpiry(card),
  })
