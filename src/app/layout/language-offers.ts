import type { Language } from '@/lib/i18n/languages'

/**
 * The offer to switch, written in the language offered (she may not read the page's): what it
 * says, its link and the dismiss button's name.
 */
export const languageOffers: Record<Language, { says: string; take: string; dismiss: string }> = {
  en: { says: 'This page is also in English.', take: 'View in English', dismiss: 'No, thanks' },
  es: {
    says: 'Esta página también está en español.',
    take: 'Ver en español',
    dismiss: 'No, gracias',
  },
  vi: {
    says: 'Trang này cũng có bằng tiếng Việt.',
    take: 'Xem bằng tiếng Việt',
    dismiss: 'Không, cảm ơn',
  },
  ko: { says: '이 페이지는 한국어로도 볼 수 있어요.', take: '한국어로 보기', dismiss: '괜찮아요' },
}
