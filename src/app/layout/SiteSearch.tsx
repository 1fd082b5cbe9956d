import { IconButton } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useEffect } from 'react'
import { onDemand } from '@/components/on-demand'
import { useOverlay } from './use-overlay'

const dialog = onDemand(() => import('./SearchDialog').then((module) => module.SearchDialog))

/** The header's search button (also Ctrl/Cmd+K). The dialog's code loads when it is wanted. */
export function SiteSearch() {
  const { open, mounted, setOpen } = useOverlay()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setOpen])

  return (
    <>
      <IconButton
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="fg"
        onClick={() => setOpen(true)}
        // A pointer on its way or focus arriving is a good moment to fetch the dialog.
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
      >
        <Search aria-hidden />
      </IconButton>
      {mounted && <dialog.Component open={open} onOpenChange={setOpen} />}
    </>
  )
}
