import { Box, Button } from '@chakra-ui/react'
import { Link as RouterLink, useMatches } from 'react-router'
import { t } from '@/lib/i18n/i18n'

/** What a route may tell the layout (router.tsx). */
export interface LayoutHandle {
  /** `false` on the booking and sign-in pages: there the bar would only pull a person away. */
  bookNowBar?: boolean
}

const layoutHandleOf = (handle: unknown) => handle as LayoutHandle | undefined

// A field that raises the on-screen keyboard has focus: the bar would sit on the keyboard.
const typing = [
  'input:not([type=checkbox], [type=radio], [type=range], [type=color], [type=file], [type=button], [type=submit], [type=reset], [type=image]):focus',
  'textarea:focus',
  'select:focus',
  '[contenteditable]:focus',
].join(', ')

const barHeight = 'calc(4.5rem + env(safe-area-inset-bottom))'

/** The footer's padding at its end: below md, with room for the bar to cover. */
export const footerEndPadding = { base: `calc(2rem + ${barHeight})`, md: '8' }

/** Whether this page has the bar (below md): all but the routes whose handle says no. */
export function useBookNowBar(): boolean {
  return !useMatches().some((match) => layoutHandleOf(match.handle)?.bookNowBar === false)
}

/**
 * Book Now within a tap on phones, wherever a person is on the page (docs/behaviour.md). Fixed
 * at the foot of the screen; the footer keeps room for it at the page's end
 * (`footerEndPadding`), so its last line ends above the bar, never under it.
 */
export function BookNowBar() {
  if (!useBookNowBar()) return null

  return (
    <Box
      as="nav"
      aria-label={t('Quick booking')}
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      h={barHeight}
      display="flex"
      alignItems="center"
      px="4"
      pb="env(safe-area-inset-bottom)"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -4px 12px rgba(28, 24, 21, 0.08)"
      css={{ [`body:has(${typing}) &`]: { visibility: 'hidden' } }}
    >
      <Button asChild colorPalette="gold" size="lg" width="full">
        <RouterLink to="/booking">{t('Book Now')}</RouterLink>
      </Button>
    </Box>
  )
}
