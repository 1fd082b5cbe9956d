import { IconButton } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { NativeDialog } from '@/components/NativeDialog'
import { MobileMenuLinks } from './MobileMenuLinks'

/**
 * Small screens' menu button and its menu, which closes on navigation. Its code comes with the
 * page and it is drawn on the platform's dialog, so a phone's first tap on its main control only
 * draws a short list: nothing to fetch, no modal machinery to start.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  // The same element each time, so opening draws only the button and the dialog's open state.
  const close = useCallback(() => setOpen(false), [])
  const links = useMemo(() => <MobileMenuLinks close={close} />, [close])

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
      >
        <MenuIcon aria-hidden />
      </IconButton>
      <NativeDialog
        open={open}
        onClose={close}
        title="Menu"
        closeLabel="Close menu"
        placement="end"
      >
        {links}
      </NativeDialog>
    </>
  )
}
