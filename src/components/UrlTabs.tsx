import { Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'

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
  // A prerendered page is served with the address's tab open (scripts/inline/tab-copy.js), so
  // React adopts it as it is.
  const current = tabs.find((t) => t.value === params.get('tab'))?.value ?? tabs[0]?.value
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
