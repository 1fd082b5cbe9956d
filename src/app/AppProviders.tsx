import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '@/api'
import { Toaster } from '@/components/toaster'
import { SessionProvider, type StoredStart } from '@/features/auth'
import { prerenderedStyleCache, siteSystem } from '@/theme'

interface AppProvidersProps {
  children: ReactNode
  /** The cache to use; a prerendered page hands in the one it filled. A fresh one by default. */
  queryClient?: QueryClient
  /** The stored session, when it was read before the app was drawn. */
  storedSession?: StoredStart
}

export function AppProviders({ children, queryClient: given, storedSession }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient())
  const [styleCache] = useState(prerenderedStyleCache)
  const app = (
    <ChakraProvider value={siteSystem()}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initial={storedSession}>
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  )
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app
}
