import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { useState, type ReactNode } from 'react'
import { createQueryClient, isOwnData, queryPersistOptions } from '@/api'
import { Toaster } from '@/components/toaster'
import { SessionProvider } from '@/features/auth'
import { siteSystem } from '@/theme'

interface AppProvidersProps {
  children: ReactNode
  /** The cache to use; a prerendered page hands in the one it filled. A fresh one by default. */
  queryClient?: QueryClient
  /** Where the query cache is kept between visits (the browser's localStorage); none by default. */
  storage?: Storage
}

export function AppProviders({ children, queryClient: given, storage }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient())
  const [persistOptions] = useState(() => storage && queryPersistOptions(storage))
  const [system] = useState(siteSystem)
  const app = (
    <SessionProvider>
      {children}
      <Toaster />
    </SessionProvider>
  )
  return (
    <ChakraProvider value={system}>
      {persistOptions ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          // A client's own answers show at once and are asked for again: another tab, or this one
          // just before it closed, may have changed them since they were kept.
          onSuccess={() => void queryClient.invalidateQueries({ predicate: isOwnData })}
        >
          {app}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
      )}
    </ChakraProvider>
  )
}
