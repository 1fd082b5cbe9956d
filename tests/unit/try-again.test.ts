import { afterEach, describe, expect, it } from 'vitest'
import { tryAgainSentence } from '@/features/auth/useTryAgainNotice'
import { loadWords, setPageLanguage } from '@/lib/i18n/i18n'
import { LOGIN_LIMIT } from '@/lib/rules'

afterEach(() => setPageLanguage('en'))

// Wednesday 10:00 AM in Chantilly; the lock of LOGIN_LIMIT's window ends 15 minutes on.
const NOW = Date.parse('2026-11-18T15:00:00Z')
const LOCK_SECONDS = LOGIN_LIMIT.windowMs / 1000

describe('when she may try again after too many attempts', () => {
  it('is the salon’s clock time, rounded up to the minute so it is never too early', async () => {
    await loadWords('auth')
    expect(tryAgainSentence(LOCK_SECONDS, NOW)).toBe(
      'Too many attempts. You can try again at 10:15 AM ET.',
    )
    expect(tryAgainSentence(LOCK_SECONDS - 30, NOW)).toBe(
      'Too many attempts. You can try again at 10:15 AM ET.',
    )
    expect(tryAgainSentence(LOCK_SECONDS + 1, NOW)).toBe(
      'Too many attempts. You can try again at 10:16 AM ET.',
    )
  })

  it('is said in the page’s language', async () => {
    await setPageLanguage('es')
    expect(tryAgainSentence(LOCK_SECONDS, NOW)).toMatch(
      /^Demasiados intentos\. Podrá intentarlo de nuevo a las 10:15.* ET\.$/,
    )
    await setPageLanguage('ko')
    expect(tryAgainSentence(LOCK_SECONDS, NOW)).toMatch(/^시도 횟수가 너무 많아요\. .*10:15.* ET에/)
  })

  it('asks her to try later when the answer names no wait', async () => {
    await setPageLanguage('vi')
    expect(tryAgainSentence(undefined, NOW)).toBe(
      'Quý khách đã thử quá nhiều lần. Vui lòng thử lại sau.',
    )
  })
})
