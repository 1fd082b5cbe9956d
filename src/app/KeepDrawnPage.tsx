import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { keepPage } from '@/features/auth'
import { drawnCopyOf } from '@/lib/drawn-copy'
import { whenIdle } from '@/lib/idle'

/** The version of the site that drew the page: its entry script's address (hashed by the build). */
const buildOf = () =>
  document.querySelector('script[type=module][src^="/assets/"]')?.getAttribute('src') ?? null

/**
 * Drawn beside a client's own page: keeps it on the device, as drawn, whenever it settles
 * (nothing asked of the back-end, no answer failed, no dialog open), for the body's script to
 * show at once on their next visit (features/auth/session/kept-pages.ts). Only in a built site,
 * where that script runs.
 */
export function KeepDrawnPage({ owner }: { owner: string }) {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const fetching = useIsFetching()
  const mutating = useIsMutating()
  const settled = fetching === 0 && mutating === 0
  useEffect(() => {
    const build = buildOf()
    if (!settled || !build) return
    let current = true
    whenIdle(() => {
      const main = document.querySelector('main')
      // A dialog marks the page behind it hidden, and a failed answer shows its error until the
      // back-end answers: neither is how the page looks on arrival.
      const failed = queryClient
        .getQueryCache()
        .findAll({ type: 'active', predicate: (query) => query.state.status === 'error' })
      if (!current || !main || failed.length > 0) return
      if (document.querySelector('[role=dialog],[role=alertdialog]')) return
      keepPage(owner, build, pathname, drawnCopyOf(main))
    })
    return () => {
      current = false
    }
  }, [owner, settled, pathname, queryClient])
  return null
}
