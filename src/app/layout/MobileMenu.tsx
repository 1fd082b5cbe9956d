import { IconButton } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useOverlay } from './use-overlay'

const loadDrawer = () => import('./MobileMenuDrawer')
const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
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
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      {mounted && (
        <Suspense>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
