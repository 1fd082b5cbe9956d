import type { CardBrand } from './card-checks'

// How a card is named, on the page and in a mail alike: its brand and its last four digits, never
// more of its number. Each side writes the words in its reader's language (t, or the back-end's).

/** The networks' names, the same in every language; an unknown brand is "Card" in hers. */
export const brandNames: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

/** 'Visa ending in 4242': the message, with the brand's name and the last four as its values. */
export const CARD_ENDING = '{brand} ending in {last4}'
