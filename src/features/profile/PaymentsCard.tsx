import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { usePayments, type Payments } from '@/api'
import { QueryState } from '@/components/QueryState'
import { formatShortDate } from '@/lib/dates'
import { t } from '@/lib/i18n/i18n'
import { formatCents } from '@/lib/money'
import { PayBalance } from '@/payments'
import { PaymentMethods } from './PaymentMethods'
import { Receipts } from './Receipts'

/** Payments on Profile: her cards, what she owes with a way to pay it, and her receipts. */
export function PaymentsCard() {
  const payments = usePayments()
  return (
    <Card.Root
      as="section"
      gridColumn={{ md: 'span 5' }}
      bg="white"
      aria-labelledby="payments-heading"
    >
      <Card.Header>
        <Heading as="h2" id="payments-heading" fontSize="xl">
          {t('Payments')}
        </Heading>
      </Card.Header>
      <Card.Body gap="8">
        <PaymentMethods />
        <QueryState
          query={payments}
          errorText={t('We could not load your payments.')}
          skeletonLines={2}
        >
          {(data) => (
            <Stack gap="8">
              {data.balanceCents > 0 && <BalanceDue payments={data} />}
              <Stack as="section" gap="3" aria-labelledby="receipts-heading">
                <Heading as="h3" id="receipts-heading" fontSize="md">
                  {t('Receipts')}
                </Heading>
                <Receipts receipts={data.receipts} />
              </Stack>
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  )
}

/** What she owes, fee by fee, and Pay now: until it is paid she cannot book. */
function BalanceDue({ payments }: { payments: Payments }) {
  return (
    <Stack
      as="section"
      gap="3"
      aria-labelledby="balance-heading"
      borderWidth="1px"
      borderColor="border.error"
      rounded="md"
      p="4"
    >
      <Heading as="h3" id="balance-heading" fontSize="md">
        {t('Balance due')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        {payments.due.map((fee) => (
          <HStack as="li" key={fee.id} justify="space-between" gap="4">
            <Box>
              {t(fee.reason === 'no-show' ? 'No-show' : 'Late cancellation')}:{' '}
              {t('{service} on {date}', {
                service: fee.serviceName,
                date: formatShortDate(fee.date),
              })}
            </Box>
            <Text fontWeight="600">{formatCents(fee.amountCents)}</Text>
          </HStack>
        ))}
      </Stack>
      <PayBalance balanceCents={payments.balanceCents} />
    </Stack>
  )
}
