import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'

// False on the server (where there is no window) and while React adopts prerendered HTML; true
// in a browser otherwise.
const HydratedContext = createContext(typeof window !== 'undefined')

/**
 * Whether the page is past adoption. What only the browser knows (the stored session on a public
 * page, a linked tab the page was not served with) waits for it, so the first render matches the
 * prerendered HTML.
 */
export const useHydrated = () => useContext(HydratedContext)

/**
 * Around an app that adopts prerendered HTML (`adopting`): once adopted, what waited for it is
 * drawn as a transition, which React renders in slices a tap can interrupt. (A store read with
 * useSyncExternalStore would redraw it in one uninterruptible task: a whole tab panel, say.)
 */
export function Hydration({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!adopting)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return <HydratedContext value={hydrated}>{children}</HydratedContext>
}
