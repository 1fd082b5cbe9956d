import { Card, DataList, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'

interface SummaryCardProps {
  heading: string
  subtitle?: string
  children: ReactNode
}

/** The card beside the booking form that sums up the visit, for one person or a party. */
export function SummaryCard({ heading, subtitle, children }: SummaryCardProps) {
  return (
    <Card.Root
      bg="white"
      position={{ lg: 'sticky' }}
      top={{ lg: '28' }}
      aria-labelledby="booking-summary"
    >
      <Card.Header>
        <Heading as="h2" id="booking-summary" fontSize="xl">
          {heading}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">
        {children}
        <Text fontSize="xs" color="fg.muted">
          {t(
            'All times are salon time in Chantilly, Virginia (ET). Pay at the salon after your visit.',
          )}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

/** What her Diva Rewards reward takes off, and for how many points. */
export function RewardLine({ amount, points }: { amount: number; points: number }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24">Diva Rewards</DataList.ItemLabel>
      <DataList.ItemValue color="green.700">
        {t('−{amount} ({points} points)', { amount: formatPrice(amount), points })}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

/** The sum to pay, set large in gold; a dash until there is one. */
export function TotalLine({ label, value }: { label: string; value: string | undefined }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="24" fontWeight="700" color="fg">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue fontFamily="heading" fontSize="2xl" fontWeight="600" color="gold.fg">
        {value ?? '—'}
      </DataList.ItemValue>
    </DataList.Item>
  )
}
