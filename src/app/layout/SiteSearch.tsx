import { IconButton } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { NativeDialog } from '@/components/NativeDialog'
import { SearchPanel } from './SearchPanel'

/**
 * The header's search button (also Ctrl/Cmd+K) and its dialog, drawn closed with the page so that
 * opening it only shows it (see NativeDialog): its content is the same element until something is
 * typed, and the suggestions and the catalogue come once the open dialog has been painted.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [painted, setPainted] = useState(false)
  // What was typed goes with the closing, however it closed; the catalogue's queries stop
  // counting as the page's own (a failed one would keep a client's page from being kept).
  const close = useCallback(() => {
    setOpen(false)
    setQuery('')
    setPainted(false)
  }, [])
  // Suggestions and catalogue once the open dialog has been painted.
  const showSuggestions = useCallback(() => setPainted(true), [])
  const panel = useMemo(
    () => <SearchPanel query={query} onQueryChange={setQuery} painted={painted} close={close} />,
    [query, painted, close],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        // Not over another dialog (Reschedule, Cancel): two modal layers would fight for focus.
        if (!document.querySelector('[role="dialog"][data-state="open"], :popover-open'))
          setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

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
      >
        <Search aria-hidden />
      </IconButton>
      <NativeDialog
        open={open}
        onClose={close}
        title="Search the site"
        closeLabel="Close search"
        placement="top"
        onPainted={showSuggestions}
      >
        {panel}
      </NativeDialog>
    </>
  )
}
