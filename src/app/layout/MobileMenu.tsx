import { CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react'
import { Menu as MenuIcon } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { t } from '@/lib/i18n/i18n'
import { MobileMenuLinks } from './MobileMenuLinks'

/** Small screens' menu button and its menu: a full-height sheet from the right. */
export function MobileMenu() {
  const { key } = useLocation()
  // Open on the page it was opened on, so any navigation (a link in it, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === key
  const close = () => setOpenOn(null)

  return (
    <>
      <IconButton
        aria-label={t('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="fg"
        hideFrom="lg"
        onClick={() => setOpenOn(key)}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => (e.open ? setOpenOn(key) : close())}
        motionPreset="none"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner justifyContent="flex-end" alignItems="stretch">
            <Dialog.Content
              maxW="xs"
              my="0"
              borderRadius="0"
              _open={{
                animationName: 'slide-from-right-full, fade-in',
                animationDuration: 'slow',
                animationTimingFunction: 'ease-in-smooth',
              }}
              _closed={{
                animationName: 'slide-to-right-full, fade-out',
                animationDuration: 'moderate',
                animationTimingFunction: 'ease-in-smooth',
              }}
            >
              <Dialog.Header>
                <Dialog.Title fontFamily="heading">{t('Menu')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body overflowY="auto">
                <MobileMenuLinks close={close} />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('Close menu')} size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
