import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'

/**
 * The centred gold spinner shown while the stored session is read. As tall as the screen,
 * like the page that replaces it, so the footer does not jump in and out of view meanwhile.
 */
export function CenteredSpinner({ label }: { label?: string }) {
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <Spinner size="xl" color="gold.500" borderWidth="3px" aria-hidden />
      <VisuallyHidden>{label ?? t('Loading')}</VisuallyHidden>
    </Center>
  )
}
