import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders'
import type { AppRouter } from './router'

interface AppProps {
  router: AppRouter
  queryClient: QueryClient
}

/**
 * The page responds from here on. The head's early-input script replays what a person did
 * before (scripts/inline/early-input.js); `npm run perf` reads the 'live' mark. A task of its
 * own, so the replay runs outside React's commit.
 */
function goLive() {
  // A page served for another address was hidden until now (see scripts/head-plugin.ts).
  delete document.documentElement.dataset.stale
  performance.mark('live')
  document.dispatchEvent(new Event('salon:live'))
}

export function App({ router, queryClient }: AppProps) {
  useEffect(() => {
    const task = setTimeout(goLive)
    return () => clearTimeout(task)
  }, [])
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
