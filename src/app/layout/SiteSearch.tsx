import { IconButton } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { NativeDialog } from '@/components/NativeDialog'
import { afterNextPaint } from '@/lib/idle'
import { SearchPanel } from './SearchPanel'

/**
 * The header's search button (also Ctrl/Cmd+K) and its dialog, drawn closed with the page so that
 * opening it only shows it (see NativeDialog): its content is the same element until something is
 * typed, and the catalogue is asked for once the open dialog has been painted.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [withCatalogue, setWithCatalogue] = useState(false)
  const change = useCallback(
    (next: boolean) => {
      setOpen(next)
      if (next) void afterNextPaint().then(() => setWithCatalogue(true))
      // What was typed goes with the closing, however it closed.
      else setQuery('')
    },
    [setOpen],
  )
  const panel = useMemo(
    () => (
      <SearchPanel
        query={query}
        onQueryChange={setQuery}
        withCatalogue={withCatalogue}
        close={() => change(false)}
      />
    ),
    [query, withCatalogue, change],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        change(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [change])

  return (
    <>
      <IconButton
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="fg"
        onClick={() => change(true)}
      >
        <Search aria-hidden />
      </IconButton>
      <NativeDialog
        open={open}
        onOpenChange={change}
        title="Search the site"
        closeLabel="Close search"
        placement="top"
      >
        {panel}
      </NativeDialog>
    </>
  )
}
