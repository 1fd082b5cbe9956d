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
  // The build renders the first tab, so hydration starts from it; once hydrated, the address's
  // tab (the tabs stay hidden until then, src/lib/inline/served-page.ts). The server renders
  // the address's tab.
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
      lazyMount
      // The head's style hides these tabs until the linked one shows (served-page.ts).
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
