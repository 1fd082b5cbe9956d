import { memo } from 'react'
import { DataList, HStack, List, Separator, Stack, Text } from '@chakra-ui/react'
import { formatVisitTotal, isApiError, type BookingOption, type PartyPrice } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { takeReward } from '@/lib/points'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { RewardLine, SummaryCard, TotalLine } from './SummaryCard'

/** One person of the party as the summary shows her. */
interface PartyPerson {
  name: string
  lines: BookingOption[]
  /** Her stylist and start, once a free time is chosen (the back-end seats the party). */
  stylist?: string
  time?: string
}

interface PartySummaryProps {
  people: PartyPerson[]
  date: string | undefined
  /** The back-end's prices for the party on that date, or why the code is refused. */
  price: { data?: PartyPrice; error: Error | null; isFetching: boolean }
  code: string
  reward?: { points: number; value: number }
}

/**
 * What a party is about to book: each person with her services, stylist, time and price, the
 * offer that applies and the party's total, all as the back-end priced and seated it.
 */
export const PartySummary = memo(function PartySummary({
  people,
  date,
  price,
  code,
  reward,
}: PartySummaryProps) {
  const priced = price.data
  // Her reward comes off her own visit, after the offer (docs/behaviour.md).
  const own = priced?.people[0]
  const rewarded = own && reward ? takeReward(own.total, reward.value) : undefined
  const total =
    priced && rewarded ? priced.total - rewarded.rewardDiscount : (priced?.total ?? undefined)
  const allLines = people.flatMap((p) => p.lines)
  const refusal = isApiError(price.error)
    ? (price.error.fieldErrors.promoCode ?? price.error.message)
    : price.error && t('We could not price the party right now.')
  return (
    <SummaryCard
      heading={t('Your Party of {count}', { count: people.length })}
      subtitle={date ? formatLongDate(date) : t('Date not chosen yet')}
    >
      <List.Root variant="plain" gap="3" aria-label={t('People')}>
        {people.map((person, i) => (
          <List.Item key={i} display="block">
            <HStack justify="space-between" align="baseline" gap="3">
              <Text fontWeight="600">{person.name || t('Guest {number}', { number: i })}</Text>
              <Text>
                {priced?.people[i] ? formatVisitTotal(priced.people[i].total, person.lines) : '—'}
              </Text>
            </HStack>
            <Text fontSize="sm">
              {person.lines.length
                ? person.lines.map((l) => l.label).join(' + ')
                : t('No service chosen yet')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {person.time
                ? t('{time} ET with {stylist}', {
                    time: formatTime(person.time),
                    stylist: person.stylist,
                  })
                : t('Time and stylist once you choose a time')}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Separator />
      <Stack gap="1" fontSize="sm" role="status" aria-live="polite">
        {priced?.offer.text && <Text color="green.700">{priced.offer.text}</Text>}
        {code && refusal && <Text color="red.700">{refusal}</Text>}
      </Stack>
      <DataList.Root orientation="horizontal" gap="2">
        {reward && rewarded && rewarded.rewardDiscount > 0 && (
          <RewardLine amount={rewarded.rewardDiscount} points={reward.points} />
        )}
        <TotalLine
          label={t('Party total')}
          value={total !== undefined ? formatVisitTotal(total, allLines) : undefined}
        />
      </DataList.Root>
    </SummaryCard>
  )
})
