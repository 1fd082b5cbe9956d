import { CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { t } from '@/lib/i18n/i18n'
import { SearchPanel } from './SearchPanel'

/**
 * The header's search button (also Ctrl/Cmd+K) and its dialog. The panel is drawn only while
 * the dialog is open, so what was typed goes with the closing, however it closed.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        // Not over another dialog (the menu, Reschedule, Cancel): two modal layers would fight
        // for focus.
        const another =
          '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'
        if (!document.querySelector(another)) setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <IconButton
        aria-label={t('Search')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="fg"
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden />
      </IconButton>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title fontFamily="heading">{t('Search the site')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SearchPanel close={close} />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('Close search')} size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
