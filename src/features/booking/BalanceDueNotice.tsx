import { Box, Stack, Text } from '@chakra-ui/react'
import { usePayments } from '@/api'
import { PayBalance } from '@/payments'

interface BalanceDueNoticeProps {
  /** The back-end's words: the balance and that it stops a new booking. */
  message: string
  /** Paid: she may confirm her booking again, everything she typed still there. */
  onPaid: () => void
}

/** A booking refused for a balance due: why, and "Pay now" right there on the form. */
export function BalanceDueNotice({ message, onPaid }: BalanceDueNoticeProps) {
  const payments = usePayments()
  const balanceCents = payments.data?.balanceCents ?? 0
  return (
    <Box borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4">
      <Stack gap="3">
        <Text role="alert" color="fg.error" fontWeight="500">
          {message}
        </Text>
        {balanceCents > 0 && <PayBalance balanceCents={balanceCents} onPaid={onPaid} />}
      </Stack>
    </Box>
  )
}
