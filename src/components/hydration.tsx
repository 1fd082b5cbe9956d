import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'

// False on the server (where there is no window) and while React hydrates prerendered HTML; true
// in a browser otherwise.
const HydratedContext = createContext(typeof window !== 'undefined')

/**
 * Whether the page is past hydration. What only the browser knows (the stored session on a public
 * page, a linked tab) waits for it, so the first render matches the prerendered HTML.
 */
export const useHydrated = () => useContext(HydratedContext)

/**
 * Around an app that hydrates prerendered HTML (`hydrating`): once hydrated, what waited for it
 * renders as a transition, in slices a tap can interrupt.
 */
export function Hydration({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return <HydratedContext value={hydrated}>{children}</HydratedContext>
}
