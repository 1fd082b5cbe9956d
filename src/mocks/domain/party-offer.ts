import {
  isEvent,
  partyRules,
  type PartyOffer as PartyOfferView,
  type Promotion,
} from '@/api/schemas'
import type { Language } from '@/lib/i18n/languages'
import { clock } from '../clock'
import type { PartyRecord } from '../db/records'
import { say, write, type Text } from '../language'
import { promotions, type PartyOffer } from './promotions'

// The offer a party takes (domain/promotions.ts decides which) in the words the summary and the
// mails use.

/** The offer in the words the summary and the mails use, in `language`. */
export function offerText(
  offer: PartyOffer,
  size: number,
  promotion: Promotion | undefined,
  language: Language,
): string | undefined {
  const words = (text: Text) => write(language, text)
  if (offer.kind === 'event') {
    const text = words(
      say('Private event: {percent}% off every person’s services, and champagne on us.', {
        percent: offer.percent,
      }),
    )
    if (!offer.setAside) return text
    const setAside = say('It saves more than {code}, so the code is not applied.', {
      code: offer.setAside,
    })
    return `${text} ${words(setAside)}`
  }
  if (offer.kind === 'none' || !promotion) return undefined
  // A private event whose code saves more: the code applies, and the champagne is still on us.
  const withEvent = (text: string) =>
    isEvent(size)
      ? `${text} ${words(
          say('It saves more than the private event’s {percent}%; champagne is still on us.', {
            percent: partyRules.eventPercent,
          }),
        )}`
      : text
  const { code, discountPercent: percent } = promotion
  if (code === 'DIVAFRIEND')
    return withEvent(words(say('DIVAFRIEND: {percent}% off every person’s services.', { percent })))
  if (code === 'BDAYDIVA')
    return withEvent(words(say('BDAYDIVA: one Nail Art (Simple) free on your visit.')))
  if (percent)
    return withEvent(words(say('{code}: {percent}% off your own visit.', { code, percent })))
  return withEvent(`${code}: ${write(language, promotion.terms)}`)
}

/** The offer as an answer shows it; its text in `language`. */
export const offerView = (
  offer: PartyOffer,
  size: number,
  promotion: Promotion | undefined,
  language: Language,
): PartyOfferView => ({
  kind: offer.kind,
  code: offer.kind === 'code' ? offer.code : undefined,
  percent:
    offer.kind === 'event'
      ? offer.percent
      : offer.kind === 'code'
        ? promotion?.discountPercent
        : undefined,
  setAside: offer.setAside,
  text: offerText(offer, size, promotion, language),
})

/** A stored party's offer with its text in `language` (it is stored in English). */
export function offerIn(party: PartyRecord, size: number, language: Language): PartyOfferView {
  const { offer } = party
  if (language === 'en' || !offer.text) return offer
  if (offer.kind === 'event')
    return {
      ...offer,
      text: offerText(
        {
          kind: 'event',
          percent: offer.percent ?? partyRules.eventPercent,
          setAside: offer.setAside,
        },
        size,
        undefined,
        language,
      ),
    }
  const promotion = promotions(clock.now()).find((p) => p.code === offer.code)
  if (offer.kind !== 'code' || !offer.code || !promotion) return offer
  return {
    ...offer,
    text: offerText({ kind: 'code', code: offer.code }, size, promotion, language),
  }
}
