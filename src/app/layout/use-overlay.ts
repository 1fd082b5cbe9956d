import { useCallback, useState } from 'react'

/**
 * The open state of an overlay whose code loads when it is first opened. Once opened it stays
 * mounted, so it can animate closed and keep what was typed in it.
 */
export function useOverlay() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const change = useCallback((next: boolean) => {
    if (next) setMounted(true)
    setOpen(next)
  }, [])
  return { open, mounted, setOpen: change }
}

export interface OverlayProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}
