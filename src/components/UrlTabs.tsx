import { Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from './hydration'

interface UrlTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[]
  /** What each tab shows; rendered only once the tab is first opened. */
  children: (value: T) => ReactNode
}

/**
 * Keyboard-operable tabs whose choice lives in the URL (?tab=), so it survives a reload and can
 * be linked; the first tab is the default.
 */
export function UrlTabs<T extends string>({ tabs, children }: UrlTabsProps<T>) {
  const [params, setParams] = useSearchParams()
  // React adopts a prerendered page as served: with the address's tab open, when the body's
  // script swapped its copy in (scripts/inline/tab-copy.js), else the first; once adopted, the
  // address's tab. The server draws the address's tab.
  const hydrated = useHydrated()
  const wanted =
    hydrated || typeof document === 'undefined'
      ? params.get('tab')
      : (document.documentElement.dataset.tabShown ?? null)
  const current = tabs.find((t) => t.value === wanted)?.value ?? tabs[0]?.value
  return (
    <Tabs.Root
      value={current}
      onValueChange={(e) =>
        setParams((prev) => ({ ...Object.fromEntries(prev), tab: e.value }), {
          replace: true,
          preventScrollReset: true,
        })
      }
      variant="line"
      colorPalette="gold"
      lazyMount
      // The build and the body's script find these tabs by this mark (scripts/prerender).
      data-url-tabs=""
    >
      <Tabs.List justifyContent={{ md: 'center' }} overflowX="auto" mb="8">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            fontSize={{ base: 'sm', md: 'md' }}
            whiteSpace="nowrap"
            flexShrink={0}
            color="fg"
            _selected={{ color: 'gold.fg' }}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {children(tab.value)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
