import { QueryClient, type Query } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { pageLanguage } from '@/lib/i18n/page-language'
import { isRefusal } from './api-error'

/** Retries once, and only failures a retry can fix: network trouble and server errors, never a 4xx. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => failureCount < 1 && !isRefusal(error),
      },
      mutations: { retry: false },
    },
  })
}

/** The answers that belong to the signed-in client: her appointments and parties, waitlist, settings, points, cards and payments. */
const ownData = new Set([
  'appointments',
  'parties',
  'waitlist',
  'me',
  'rewards',
  'payment-methods',
  'payments',
])
export const isOwnData = (query: Query) => ownData.has(String(query.queryKey[0]))

/**
 * Where the persister keeps the cache in localStorage: one per language, since the answers are
 * written in the page's (English keeps the first name).
 */
const queryCacheKey = () =>
  pageLanguage() === 'en' ? 'query-cache' : `query-cache-${pageLanguage()}`
// Raise it when an answer's shape changes: a cache kept by an older build is then dropped.
const CACHE_VERSION = '3'
// Free times and promo checks are only true for a moment; everything else may show at once on a
// return visit while it is asked for again.
const momentary = new Set(['availability', 'promo'])

const shouldPersist = (query: Query) =>
  query.state.status === 'success' && !momentary.has(String(query.queryKey[0]))

/**
 * React Query's persister over localStorage: a returning client's answers (their appointments,
 * the catalogue) show at once while they are asked for again. Unreadable data is dropped by the
 * persister; without storage (private mode) nothing is kept.
 */
export function queryPersistOptions(
  storage: Storage | undefined,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: queryCacheKey() }),
    maxAge: 7 * 24 * 60 * 60 * 1000,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  }
}
