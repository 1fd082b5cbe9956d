import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { User } from '@/api'
import { keepPage, storedUserId } from '@/features/auth'
import { whenIdle } from '@/lib/idle'

/** The version of the site that drew the page: its entry script's address (hashed by the build). */
const buildOf = () =>
  document.querySelector('script[type=module][src^="/assets/"]')?.getAttribute('src') ?? null

/** An address as the body's script looks it up: without a trailing slash. */
const pageOf = (pathname: string) => pathname.replace(/(.)\/$/, '$1')

/**
 * Drawn beside a client's own page: keeps it on the device, as drawn, whenever it settles
 * (nothing asked of the back-end or waiting for its first answer, no answer failed, no dialog
 * open), for the body's script to show at once on their next visit
 * (features/auth/session/kept-pages.ts). Drawn for `user`: a new name or email is kept too.
 * Only in a built site, where that script runs.
 */
export function KeepDrawnPage({ user }: { user: User }) {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const settled = useIsFetching() === 0
  const saved = useIsMutating() === 0
  useEffect(() => {
    const build = buildOf()
    if (!settled || !saved || !build) return
    let current = true
    whenIdle(() => {
      const main = document.querySelector('main')
      // Judged again now (a page left meanwhile is no longer current): a client who signed out
      // in another tab, or a page still waiting (a first answer, an error shown until the
      // back-end answers, a dialog marking the page behind it hidden) is not how it looks on
      // arrival.
      const unsettled = queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .some(({ state }) => state.status !== 'success' || state.fetchStatus !== 'idle')
      if (!current || !main || unsettled || queryClient.isMutating() > 0) return
      if (storedUserId() !== user.id) return
      // (The header's dialogs are always in the page, hidden while closed.)
      const dialogs = document.querySelectorAll('[role=dialog],[role=alertdialog]')
      if ([...dialogs].some((dialog) => dialog.checkVisibility())) return
      keepPage(user.id, build, pageOf(pathname), main)
    })
    return () => {
      current = false
    }
  }, [user, settled, saved, pathname, queryClient])
  return null
}
