import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { usePayments } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { balanceDueText, PayBalance } from '@/payments'

/**
 * A fee her card could not pay (a late cancellation or a no-show) is a balance due: it stops a
 * new booking until she pays it, here with "Pay now" as on her profile.
 */
export function BalanceBanner() {
  const payments = usePayments()
  const headingId = useId()
  const balanceCents = payments.data?.balanceCents ?? 0
  if (balanceCents <= 0) return null
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="lg"
      p="6"
    >
      <Stack gap="4">
        <Heading as="h2" id={headingId} fontSize="xl">
          {t('A fee is due')}
        </Heading>
        <Text>{balanceDueText(balanceCents)}</Text>
        <PayBalance balanceCents={balanceCents} />
      </Stack>
    </Box>
  )
}
