import { chakra, CloseButton, Heading } from '@chakra-ui/react'
import { memo, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'

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
  children: ReactNode
}

const panels = {
  end: {
    margin: '0',
    marginInlineStart: 'auto',
    width: 'full',
    maxWidth: 'xs',
    height: '100dvh',
    maxHeight: '100dvh',
    _open: { animation: 'slide-from-right-full {durations.slow} {easings.ease-in-smooth}' },
  },
  top: {
    marginTop: '16',
    marginInline: 'auto',
    width: 'calc(100% - 2rem)',
    maxWidth: 'md',
    maxHeight: 'calc(100dvh - 8rem)',
    borderRadius: 'l3',
    _open: { animation: 'slide-from-top {durations.moderate}, fade-in {durations.moderate}' },
  },
  center: {
    margin: 'auto',
    width: 'calc(100% - 2rem)',
    maxWidth: 'xl',
    maxHeight: 'calc(100dvh - 2rem)',
    borderRadius: 'l3',
    _open: { animation: 'scale-in {durations.moderate}, fade-in {durations.moderate}' },
  },
} as const

/**
 * A modal dialog on the platform's `<dialog>`: the browser keeps focus inside, makes the rest of
 * the page inert, closes it on Escape and gives focus back to what opened it. Chakra's Dialog
 * and Drawer do the same in script, and their first opening on a phone (their modal layer and
 * styles set up at that moment) took 200 to 700 ms at 4x CPU; this one draws in one short task.
 * A tap on the backdrop closes it too.
 */
export function NativeDialog({ open, ...panel }: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  // Before paint, so the dialog is never drawn outside the top layer for a frame.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return <Panel dialog={dialog} {...panel} />
}

/**
 * What opening and closing leave as they are: given the same props (a stable `onClose` and
 * memoised children) it is not drawn again, so a tap costs the browser's work and little else.
 */
const Panel = memo(function Panel({
  dialog,
  onClose,
  title,
  closeLabel,
  placement,
  media,
  children,
}: Omit<NativeDialogProps, 'open'> & { dialog: RefObject<HTMLDialogElement | null> }) {
  const titleId = useId()
  // Where the press that ends in a click began: a drag from inside (selecting text in a field)
  // that is let go over the backdrop is not a tap on the backdrop.
  const pressedOn = useRef<EventTarget | null>(null)
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape, or close() above: the browser has closed it; the owner's state follows.
      onClose={onClose}
      // A press and click whose target is the dialog itself landed on its backdrop: the content
      // below fills the whole box.
      onPointerDown={(event) => (pressedOn.current = event.target)}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOn.current === event.currentTarget)
          onClose()
      }}
      padding="0"
      border="none"
      bg="bg"
      color="fg"
      boxShadow="lg"
      overflow="hidden"
      overscrollBehavior="contain"
      // Plain values: browsers before 2024 give ::backdrop no access to the page's variables.
      _backdrop={{ bg: 'rgba(0, 0, 0, 0.48)', animation: 'fade-in 200ms' }}
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
    </chakra.dialog>
  )
})
