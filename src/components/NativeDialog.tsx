import { chakra, CloseButton, Heading } from '@chakra-ui/react'
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react'
import { afterNextPaint } from '@/lib/idle'

interface NativeDialogProps {
  open: boolean
  /** Escape, the close button, a tap on the backdrop, or the browser closing it. */
  onClose: () => void
  title: string
  /** The close button's accessible name, e.g. "Close menu". */
  closeLabel: string
  /**
   * `end`: a full-height panel from the right (a phone's menu); `top`: a card near the top;
   * `center`: a wider card in the middle.
   */
  placement: 'end' | 'top' | 'center'
  /** Shown edge to edge above the title (a photo). */
  media?: ReactNode
  /** Called once the open dialog has been painted: for what can wait until it shows. */
  onPainted?: () => void
  children: ReactNode
}

// Where the panel sits on the layer; its animation runs each time the layer is shown.
const panels = {
  end: {
    margin: '0',
    marginInlineStart: 'auto',
    width: 'full',
    maxWidth: 'xs',
    height: '100dvh',
    maxHeight: '100dvh',
    animation: 'slide-from-right-full {durations.slow} {easings.ease-in-smooth}',
  },
  top: {
    marginTop: '16',
    marginInline: 'auto',
    width: 'calc(100% - 2rem)',
    maxWidth: 'md',
    maxHeight: 'calc(100dvh - 8rem)',
    borderRadius: 'l3',
    marginBottom: 'auto',
    animation: 'slide-from-top {durations.moderate}, fade-in {durations.moderate}',
  },
  center: {
    margin: 'auto',
    width: 'calc(100% - 2rem)',
    maxWidth: 'xl',
    maxHeight: 'calc(100dvh - 2rem)',
    borderRadius: 'l3',
    animation: 'scale-in {durations.moderate}, fade-in {durations.moderate}',
  },
} as const

/**
 * A modal dialog on the platform's top layer: a `popover="auto"` layer over the page holding a
 * panel with `role="dialog"` and `aria-modal`. The browser draws it above everything and closes
 * it on Escape or a phone's back gesture; a tap beside the panel closes it too. It takes focus,
 * keeps Tab inside and gives focus back to what opened it.
 *
 * Why not the alternatives: Chakra's Dialog and Drawer set up their modal layer and styles on the
 * first opening (200 to 700 ms at 4x CPU on a phone); `<dialog>`'s `showModal()` makes the rest of
 * the page inert, which Chromium computes by restyling the whole document (45 to 85 ms for a
 * public page at 4x, more on a client's page). A popover restyles only itself.
 */
export function NativeDialog({ open, onPainted, ...panel }: NativeDialogProps) {
  const layer = useRef<HTMLDivElement>(null)

  // Before paint, so the dialog is never drawn outside the top layer for a frame.
  useLayoutEffect(() => {
    const element = layer.current
    if (!element || !open) return
    const opener = document.activeElement
    if (!element.matches(':popover-open')) element.showPopover()
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => {
      if (element.matches(':popover-open')) element.hidePopover()
      // Focus goes back to what opened it, from inside or from nowhere (a press on the panel's
      // plain text leaves it on the body).
      const focused = document.activeElement
      const lost = !focused || focused === document.body || element.contains(focused)
      if (lost && opener instanceof HTMLElement) opener.focus()
    }
  }, [open])

  // Once the open dialog has been painted (not if it closed first), off the tap's path: the page
  // behind is held where it is (hiding its overflow lays the whole page out again), and the
  // owner's deferred work runs.
  useEffect(() => {
    if (!open) return
    const page = document.documentElement
    let stillOpen = true
    void afterNextPaint().then(() => {
      if (!stillOpen) return
      page.setAttribute(PAGE_HELD, '')
      onPainted?.()
    })
    return () => {
      stillOpen = false
      page.removeAttribute(PAGE_HELD)
    }
  }, [open, onPainted])

  return <Panel layer={layer} {...panel} />
}

/** Set on `<html>` while a dialog is open: src/theme/system.ts hides the page's overflow then. */
const PAGE_HELD = 'data-dialog-open'
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * What opening and closing leave as they are: given the same props (a stable `onClose` and
 * memoised children) it is not drawn again, so a tap costs the browser's work and little else.
 */
const Panel = memo(function Panel({
  layer,
  onClose,
  title,
  closeLabel,
  placement,
  media,
  children,
}: Omit<NativeDialogProps, 'open' | 'onPainted'> & { layer: RefObject<HTMLDivElement | null> }) {
  const titleId = useId()
  // Escape, the back gesture, or hidePopover() above: the browser has closed it; the owner's
  // state follows.
  useEffect(() => {
    const element = layer.current
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') onClose()
    }
    element?.addEventListener('toggle', onToggle)
    return () => element?.removeEventListener('toggle', onToggle)
  }, [layer, onClose])
  // Where the press that ends in a click began: a drag from inside (selecting text in a field)
  // that is let go beside the panel is not a tap beside it.
  const pressedOn = useRef<EventTarget | null>(null)
  return (
    // The popover is a layer over the whole screen, dimming the page and catching a tap beside
    // the panel: a popover's own ::backdrop lets presses through to the page below.
    <chakra.div
      ref={layer}
      popover="auto"
      onPointerDown={(event) => (pressedOn.current = event.target)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOn.current === event.currentTarget)
          onClose()
      }}
      position="fixed"
      inset="0"
      width="auto"
      height="auto"
      maxWidth="none"
      maxHeight="none"
      margin="0"
      padding="0"
      border="none"
      bg="rgba(0, 0, 0, 0.48)"
      overflow="hidden"
      animation="fade-in 200ms"
      // Not `display`: a closed popover is hidden by the browser's own display: none.
      css={{ '&:popover-open': { display: 'flex' } }}
    >
      <chakra.div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // Tab from the last control goes round to the first, and Shift+Tab the other way.
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return
          const all = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
          const edge = event.shiftKey ? all[0] : all.at(-1)
          if (document.activeElement === edge) {
            event.preventDefault()
            ;(event.shiftKey ? all.at(-1) : all[0])?.focus()
          }
        }}
        bg="bg"
        color="fg"
        boxShadow="lg"
        overflow="hidden"
        overscrollBehavior="contain"
        {...panels[placement]}
      >
        <chakra.div
          position="relative"
          display="flex"
          flexDirection="column"
          height="full"
          maxHeight="inherit"
        >
          {media}
          <Heading as="h2" id={titleId} size="lg" fontFamily="heading" px="6" pt="6" pb="4">
            {title}
          </Heading>
          <chakra.div px="6" pb="6" flex="1" overflowY="auto">
            {children}
          </chakra.div>
          <CloseButton
            aria-label={closeLabel}
            size="sm"
            bg="bg"
            position="absolute"
            top="2"
            insetEnd="2"
            onClick={onClose}
          />
        </chakra.div>
      </chakra.div>
    </chakra.div>
  )
})
