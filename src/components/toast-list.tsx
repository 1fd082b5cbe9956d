import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'

// Toasts sit below the header (its height per breakpoint, set on the group below), so they never
// cover the menu, account or Book Now buttons a person may want right after a message.
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  offsets: { top: 'var(--toast-top)', right: '1rem', bottom: '1rem', left: '1rem' },
})

/** The live region the toasts appear in. */
export function ToastList() {
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        // zag puts the toasts above everything (the highest z-index, inline); at the theme's toast
        // layer instead, the account menu and the mobile menu open above them.
        css={{ '--toast-top': { base: '4.5rem', lg: '7rem' }, zIndex: 'toast !important' }}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg="bg.inverted" color="fg.inverted" borderRadius="lg">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              <Toast.ActionTrigger
                color="gold.300"
                borderColor="gold.300"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                {toast.action.label}
              </Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger aria-label={t('Dismiss notification')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
