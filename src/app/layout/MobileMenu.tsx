import { IconButton } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { useEffect } from 'react'
import { useHydrated } from '@/components/hydration'
import { onDemand } from '@/components/on-demand'
import { whenIdle } from '@/lib/idle'
import { useOverlay } from './use-overlay'

const drawer = onDemand(() =>
  import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer),
)

/**
 * Small screens' menu button. The drawer's code loads once the page is adopted and the browser
 * idle, so a phone's first tap on its main control only draws it (fetching it then made a tap at
 * the moment the page went live wait up to 380 ms at 4x); sooner if the button is pressed.
 */
export function MobileMenu() {
  const { open, mounted, setOpen } = useOverlay()
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) whenIdle(() => void drawer.preload())
  }, [hydrated])

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="fg"
        hideFrom="lg"
        onClick={() => setOpen(true)}
        // A finger coming down or focus arriving is a good moment to fetch the drawer.
        onPointerDown={() => void drawer.preload()}
        onFocus={() => void drawer.preload()}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      {mounted && <drawer.Component open={open} onOpenChange={setOpen} />}
    </>
  )
}
