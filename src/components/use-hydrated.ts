import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while React adopts prerendered HTML, true from then on. What only the
 * browser knows (the stored session, say) waits for it, so the first render matches the HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
