import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders'
import type { AppRouter } from './router'

interface AppProps {
  router: AppRouter
  queryClient: QueryClient
}

export function App({ router, queryClient }: AppProps) {
  // Marks the page as live (handlers attached), for tests and tools that must not act sooner.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
