import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'

/** Retries once, and only failures a retry can fix: network trouble and server errors, never a 4xx. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  })
}
