import { Box, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { usePayments } from '@/api'
import { balanceDueText, PayBalance } from '@/payments'

interface BalanceDueNoticeProps {
  /** The back-end's words when it refused her booking for a balance (402), else null. */
  refused: string | null
  /** Paid: she may confirm her booking, everything she typed still there. */
  onPaid: () => void
}

/**
 * A balance due stops a new booking: said at the top of the form as soon as her payments show
 * one, before she fills it in, with "Pay now" right there. A refusal on Confirm (402) says it
 * again, in the back-end's words, and brings her here.
 */
export function BalanceDueNotice({ refused, onPaid }: BalanceDueNoticeProps) {
  const payments = usePayments()
  const balanceCents = payments.data?.balanceCents ?? 0
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (refused) notice.current?.focus()
  }, [refused])
  if (!refused && balanceCents <= 0) return null
  return (
    <Box
      ref={notice}
      tabIndex={-1}
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="lg"
      p="4"
    >
      <Stack gap="3">
        <Text role={refused ? 'alert' : undefined} color="fg.error" fontWeight="500">
          {refused ?? balanceDueText(balanceCents)}
        </Text>
        {balanceCents > 0 && <PayBalance balanceCents={balanceCents} onPaid={onPaid} />}
      </Stack>
    </Box>
  )
}
