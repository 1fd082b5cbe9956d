import { IconButton } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { onDemand } from '@/components/on-demand'
import { useOverlay } from './use-overlay'

const drawer = onDemand(() =>
  import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer),
)

/** Small screens' menu button. The drawer's code loads when it is wanted. */
export function MobileMenu() {
  const { open, mounted, setOpen } = useOverlay()

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
