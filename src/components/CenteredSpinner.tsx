import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react'

/** The centred gold spinner SPEC shows while the stored session is read. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="gold.500" borderWidth="3px" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  )
}
