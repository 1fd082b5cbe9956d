import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { Receipt } from '@/api'
import { formatShortDate } from '@/lib/dates'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { formatCents } from '@/lib/money'
import { salonDateOf } from '@/lib/salon-time'
import { cardEnding } from '@/payments'

/** Why she paid: a fee charged for its reason, or a balance she paid later. */
const reasonOf = (receipt: Receipt): MessageId =>
  receipt.kind === 'payment'
    ? 'Balance paid'
    : receipt.reason === 'no-show'
      ? 'No-show'
      : 'Late cancellation'

/** Every charge and payment, latest first: date, visit, amount, card and reason. */
export function Receipts({ receipts }: { receipts: readonly Receipt[] }) {
  if (receipts.length === 0) return <Text color="fg.muted">{t('No receipts yet.')}</Text>
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('Receipts')}>
      {receipts.map((receipt) => (
        <HStack
          as="li"
          key={receipt.id}
          justify="space-between"
          align="baseline"
          gap="4"
          borderBottomWidth="1px"
          pb="3"
        >
          <Box>
            <Text fontWeight="500">
              {formatShortDate(salonDateOf(new Date(receipt.at)))} · {t(reasonOf(receipt))}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('{service} on {date}', {
                service: receipt.serviceName,
                date: formatShortDate(receipt.date),
              })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {cardEnding(receipt.card)}
            </Text>
          </Box>
          <Text fontWeight="600" whiteSpace="nowrap">
            {formatCents(receipt.amountCents)}
          </Text>
        </HStack>
      ))}
    </Stack>
  )
}
