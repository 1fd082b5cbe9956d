import { memo } from 'react'
import { Box, Card, DataList, Heading, Separator, Text } from '@chakra-ui/react'
import type { BookingOption } from '@/api'
import { ApiError, usePromoCheck } from '@/api'
import { formatPrice } from '@/lib/money'
import { formatDuration, formatLongDate, formatTime } from '@/lib/salon-time'

interface BookingSummaryProps {
  option: BookingOption | undefined
  date: string | undefined
  time: string | undefined
  stylist: string | undefined
  promoCode: string
}

/**
 * What the client is about to book, priced, with the stylist the back-end will assign. Memoised
 * like the form's fields (see BookingFields): it redraws when what it shows changes.
 */
export const BookingSummary = memo(function BookingSummary({
  option,
  date,
  time,
  stylist,
  promoCode,
}: BookingSummaryProps) {
  const code = promoCode.trim().toUpperCase()
  const promo = usePromoCheck(code, option?.value, date)
  const percent = promo.data?.discountPercent ?? 0
  const discount = promo.data?.discount ?? 0
  const total = promo.data?.total ?? option?.price

  const rows: [string, string][] = [
    ['Service', option?.label ?? 'Not chosen yet'],
    ['Duration', option ? formatDuration(option.durationMinutes) : '—'],
    ['Stylist', stylist ?? (time ? 'Assigned when you confirm' : '—')],
    ['Date', date ? formatLongDate(date) : 'Not chosen yet'],
    ['Time', time ? `${formatTime(time)} ET` : 'Not chosen yet'],
  ]

  return (
    <Card.Root
      bg="white"
      position={{ lg: 'sticky' }}
      top={{ lg: '28' }}
      aria-labelledby="booking-summary"
    >
      <Card.Header>
        <Heading as="h2" id="booking-summary" fontSize="xl">
          Your Appointment
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Separator />
        {code && option && date && (
          <Box fontSize="sm" role="status" aria-live="polite">
            {promo.isPending && <Text color="fg.muted">Checking code {code}...</Text>}
            {promo.data && (
              <Text color="green.700">
                {promo.data.code}: {percent ? `${percent}% off applied.` : promo.data.terms}
              </Text>
            )}
            {promo.error && (
              <Text color="red.700">
                {/* A refused code (422) or one the schema refuses (400, its query's `code`). */}
                {(promo.error instanceof ApiError &&
                  (promo.error.fieldErrors.promoCode ?? promo.error.fieldErrors.code)) ||
                  'We could not check this code right now.'}
              </Text>
            )}
          </Box>
        )}
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel minW="24">Price</DataList.ItemLabel>
            <DataList.ItemValue>{option ? formatPrice(option.price) : '—'}</DataList.ItemValue>
          </DataList.Item>
          {discount > 0 && (
            <DataList.Item>
              <DataList.ItemLabel minW="24">Discount</DataList.ItemLabel>
              <DataList.ItemValue color="green.700">−{formatPrice(discount)}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel minW="24" fontWeight="700" color="fg">
              Total
            </DataList.ItemLabel>
            <DataList.ItemValue
              fontFamily="heading"
              fontSize="2xl"
              fontWeight="600"
              color="gold.fg"
            >
              {total !== undefined ? formatPrice(total) : '—'}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="xs" color="fg.muted">
          All times are salon time in Chantilly, Virginia (ET). Pay at the salon after your visit.
        </Text>
      </Card.Body>
    </Card.Root>
  )
})
