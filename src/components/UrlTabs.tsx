import { Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from './hydration'

interface UrlTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[]
  /**
   * What each tab shows. Every tab is rendered, so the served HTML holds the one an address asks
   * for; `shown` is false for the others (their images then wait, loading lazily).
   */
  children: (value: T, shown: boolean) => ReactNode
}

/**
 * Keyboard-operable tabs whose choice lives in the URL (?tab=), so it survives a reload and can
 * be linked; the first tab is the default.
 */
export function UrlTabs<T extends string>({ tabs, children }: UrlTabsProps<T>) {
  const [params, setParams] = useSearchParams()
  // The build selects the first tab, so hydration starts from it; once hydrated, the address's
  // tab (until then the head shows that tab's panel, src/lib/inline/served-page.ts). The server
  // selects the address's tab.
  const hydrated = useHydrated()
  const wanted = hydrated || typeof document === 'undefined' ? params.get('tab') : null
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
      // The head's style shows the linked tab's panel until React selects it (served-page.ts).
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
          {children(tab.value, tab.value === current)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
