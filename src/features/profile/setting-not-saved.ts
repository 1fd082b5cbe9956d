import { isSignedOut } from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'

/** A setting that could not be saved says so; an expired session is told by the sign-out. */
export function notifySettingNotSaved(error: unknown) {
  if (isSignedOut(error)) return
  notify('error', t('Could not save your setting'), t('Please try again.'))
}
