import { memo } from 'react'
import { Box, DataList, HStack, List, Separator, Text } from '@chakra-ui/react'
import { DetailList } from '@/components/DetailList'
import type { BookingOption, VisitChoice } from '@/api'
import { formatVisitTotal, isApiError, usePromoCheck } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { takeReward } from '@/lib/points'
import { formatDuration, formatLongDate, formatServiceDuration, formatTime } from '@/lib/salon-time'
import { RewardLine, SummaryCard, TotalLine } from './SummaryCard'

interface BookingSummaryProps {
  /** The visit's services in order: the main one, a second one, the add-ons. */
  lines: BookingOption[]
  visit: VisitChoice
  date: string | undefined
  time: string | undefined
  stylist: string | undefined
  promoCode: string
  /** The Diva Rewards reward she chose to use: its points and what it takes off. */
  reward?: { points: number; value: number }
}

/**
 * What the client is about to book: each service with its price and time, the total, and the
 * stylist chosen or the one the back-end will assign. Memoised like the form's fields (see
 * BookingFields): it redraws when what it shows changes.
 */
export const BookingSummary = memo(function BookingSummary({
  lines,
  visit,
  date,
  time,
  stylist,
  promoCode,
  reward,
}: BookingSummaryProps) {
  const code = promoCode.trim().toUpperCase()
  const promo = usePromoCheck(code, visit, date)
  const percent = promo.data?.discountPercent ?? 0
  const discount = promo.data?.discount ?? 0
  const price = lines.reduce((sum, line) => sum + line.price, 0)
  const minutes = lines.reduce((sum, line) => sum + line.durationMinutes, 0)
  // The promotion first, then the reward off what is left, never below $0 (docs/behaviour.md).
  const promoted = promo.data?.total ?? price
  const rewarded = reward ? takeReward(promoted, reward.value) : undefined
  const rewardOff = rewarded?.rewardDiscount ?? 0
  const total = lines.length ? (rewarded?.total ?? promoted) : undefined

  const rows: [string, string][] = [
    [t('Duration'), lines.length ? formatDuration(minutes) : '—'],
    [t('Stylist'), stylist ?? (time ? t('Assigned when you confirm') : '—')],
    [t('Date'), date ? formatLongDate(date) : t('Not chosen yet')],
    [t('Time'), time ? t('{time} ET', { time: formatTime(time) }) : t('Not chosen yet')],
  ]

  return (
    <SummaryCard heading={t('Your Appointment')}>
      {lines.length ? (
        <List.Root variant="plain" gap="2" aria-label={t('Services')}>
          {lines.map((line) => (
            <List.Item key={line.value} display="block">
              <HStack justify="space-between" align="baseline" gap="3">
                <Text fontWeight="500">{line.label}</Text>
                <Text>{formatServicePrice(line.price, line.priceBasis)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatServiceDuration(line.durationMinutes, line.priceBasis)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t('No service chosen yet')}</Text>
      )}
      <DetailList gap="3" rows={rows} />
      <Separator />
      {code && lines.length > 0 && date && (
        <Box fontSize="sm" role="status" aria-live="polite">
          {promo.isPending && (
            <Text color="fg.muted">{t('Checking code {code}...', { code })}</Text>
          )}
          {promo.data && (
            <Text color="green.700">
              {promo.data.code}:{' '}
              {percent ? t('{percent}% off applied.', { percent }) : promo.data.terms}
            </Text>
          )}
          {promo.error && (
            <Text color="red.700">
              {/* A refused code (422) or one the schema refuses (400, its query's `code`). */}
              {(isApiError(promo.error) &&
                (promo.error.fieldErrors.promoCode ?? promo.error.fieldErrors.code)) ||
                t('We could not check this code right now.')}
            </Text>
          )}
        </Box>
      )}
      <DataList.Root orientation="horizontal" gap="2">
        <DataList.Item>
          <DataList.ItemLabel minW="24">{t('Price')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {lines.length ? formatVisitTotal(price, lines) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        {discount > 0 && (
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t('Discount')}</DataList.ItemLabel>
            <DataList.ItemValue color="green.700">−{formatPrice(discount)}</DataList.ItemValue>
          </DataList.Item>
        )}
        {reward && rewardOff > 0 && <RewardLine amount={rewardOff} points={reward.points} />}
        <TotalLine
          label={t('Total')}
          value={total !== undefined ? formatVisitTotal(total, lines) : undefined}
        />
      </DataList.Root>
    </SummaryCard>
  )
})
