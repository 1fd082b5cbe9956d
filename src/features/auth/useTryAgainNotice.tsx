import { Text } from '@chakra-ui/react'
import { useState } from 'react'
import { isApiError } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { formatTime, salonMinutesNow, wireTime } from '@/lib/salon-time'

/**
 * When she may try again after too many attempts (a 429): the clock time, in salon time and her
 * language, from the answer's Retry-After, rounded up to the minute so it is never too early.
 * A time stays true while it is on screen, where "in 15 minutes" would not.
 */
export function tryAgainSentence(retryAfterSeconds: number | undefined, now = Date.now()) {
  if (retryAfterSeconds === undefined) return t('Too many attempts. Please try again later.')
  const at = new Date(now + retryAfterSeconds * 1000 + 59_999)
  return t('Too many attempts. You can try again at {time} ET.', {
    time: formatTime(wireTime(salonMinutesNow(at))),
  })
}

/**
 * The sentence a 429 leaves under a form until she sends it again: `noteWait(error)` after a
 * failure (nothing unless it was a 429), `clearWait()` as she sends it again.
 */
export function useTryAgainNotice() {
  const [sentence, setSentence] = useState<string | null>(null)
  const noteWait = (error: unknown) => {
    if (isApiError(error, 'TOO_MANY_ATTEMPTS'))
      setSentence(tryAgainSentence(error.retryAfterSeconds))
  }
  const notice = sentence && (
    <Text role="alert" color="red.fg" fontSize="sm" fontWeight="500">
      {sentence}
    </Text>
  )
  return { notice, noteWait, clearWait: () => setSentence(null) }
}
