import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { useSession } from './useSession'

/** Log out, go home and say so. */
export function useLogout() {
  const { logout } = useSession()
  const navigate = useNavigate()
  return useCallback(async () => {
    // Leave first, committing the new page at once: clearing the user while a guarded page is
    // still rendered would bounce to /login.
    await navigate('/', { flushSync: true })
    logout()
    notify('success', t('Logged out'), t('You have been successfully logged out'))
  }, [logout, navigate])
}
