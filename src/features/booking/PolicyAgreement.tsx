import { useEffect, useId, useState } from 'react'
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react'
import { useController, type Control, type UseFormSetValue } from 'react-hook-form'
import { usePaymentMethods } from '@/api'
import { totalFeeCents } from '@/api/schemas'
import { QueryState } from '@/components/QueryState'
import { t, translate } from '@/lib/i18n/i18n'
import { formatCents } from '@/lib/money'
import { CHANGE_NOTICE_HOURS, LATE_FEE_PERCENT } from '@/lib/rules'
import { CardChoice, CardForm, cardEnding } from '@/payments'
import type { PersonFee } from './booking-fees'
import type { BookingValues } from './booking-values'

interface PolicyAgreementProps {
  control: Control<BookingValues>
  setValue: UseFormSetValue<BookingValues>
  /** One person alone; with guests, everyone, all held by her card. */
  fees: PersonFee[]
  /** "No card yet", from the form's check. */
  error: string | undefined
  /** Told while a card typed here is being saved, so the booking waits for it. */
  onCardSaving: (saving: boolean) => void
}

/**
 * Before Confirm Booking: the 24-hour policy with this visit's fee, the card that holds it (her
 * default, or one she picks or adds here, inline), and that confirming agrees to it.
 */
export function PolicyAgreement({
  control,
  setValue,
  fees,
  error,
  onCardSaving,
}: PolicyAgreementProps) {
  const cards = usePaymentMethods()
  const { field } = useController({ control, name: 'cardId' })
  const [adding, setAdding] = useState(false)
  const headingId = useId()
  const errorId = useId()
  const usable = cards.data?.filter((card) => !card.expired) ?? []
  const preferred = usable.find((card) => card.isDefault) ?? usable[0]
  const { value: cardId, onChange } = field
  // Her default card holds the visit until she picks another; one she adds here is chosen at once.
  useEffect(() => {
    if (!cardId && preferred) setValue('cardId', preferred.id, { shouldValidate: Boolean(error) })
  }, [cardId, preferred, setValue, error])
  const total = totalFeeCents(fees)
  const chosen = usable.find((card) => card.id === cardId)
  // "Save a card first" is read with, and focused on, what she uses to give one: the card
  // number when the card form is open, else her cards.
  const describedBy = error ? errorId : undefined
  const hours = { hours: CHANGE_NOTICE_HOURS }

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'gold.200'}
      borderRadius="lg"
      p="4"
    >
      <Stack gap="3">
        <Heading as="h2" id={headingId} fontSize="md">
          {t('{hours}-hour cancellation policy', hours)}
        </Heading>
        <Text fontSize="sm">
          {t(
            'You can cancel or reschedule free of charge until {hours, plural, one {# hour} other {# hours}} before your visit.',
            hours,
          )}
        </Text>
        {fees.length > 1 ? (
          <>
            <Text fontSize="sm">
              {t(
                'Cancelling less than {hours, plural, one {# hour} other {# hours}} before, or a no-show: {percent}% of each person’s services, all charged to your card.',
                { ...hours, percent: LATE_FEE_PERCENT },
              )}
            </Text>
            <List.Root fontSize="sm" ps="5" aria-label={t('Fee for each person')}>
              {fees.map((person, i) => (
                <List.Item key={i}>
                  {t('{name}: {fee}', { name: person.name, fee: formatCents(person.feeCents) })}
                </List.Item>
              ))}
              <List.Item fontWeight="600">
                {t('Total: {fee}', { fee: formatCents(total) })}
              </List.Item>
            </List.Root>
          </>
        ) : (
          <Text fontSize="sm">
            {t(
              'Cancelling less than {hours, plural, one {# hour} other {# hours}} before, or a no-show: {fee}, {percent}% of your services.',
              { ...hours, fee: formatCents(total), percent: LATE_FEE_PERCENT },
            )}
          </Text>
        )}
        <QueryState query={cards} errorText={t('We could not load your cards.')} skeletonLines={1}>
          {(all) => (
            <Stack gap="3">
              {all.length === 1 && chosen ? (
                <Text fontSize="sm">
                  {t('Any fee is charged to your {card}.', { card: cardEnding(chosen) })}
                </Text>
              ) : (
                all.length > 0 && (
                  <CardChoice
                    cards={all}
                    value={cardId}
                    onChange={onChange}
                    legend={t('The card that holds your visit')}
                    describedBy={describedBy}
                    inputRef={usable.length === 0 || adding ? undefined : field.ref}
                  />
                )
              )}
              {usable.length === 0 || adding ? (
                <Stack gap="2">
                  {usable.length === 0 && (
                    <Text fontSize="sm" fontWeight="500">
                      {t('Add a card to hold your visit.')}
                    </Text>
                  )}
                  <CardForm
                    describedBy={describedBy}
                    numberRef={field.ref}
                    onSaved={(card) => {
                      setValue('cardId', card.id, { shouldValidate: Boolean(error) })
                      setAdding(false)
                    }}
                    onCancel={usable.length ? () => setAdding(false) : undefined}
                    onSavingChange={onCardSaving}
                  />
                </Stack>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  alignSelf="flex-start"
                  onClick={() => setAdding(true)}
                >
                  {t('Use another card')}
                </Button>
              )}
            </Stack>
          )}
        </QueryState>
        <Text fontSize="sm" color="fg.muted">
          {t('Nothing is charged now. By confirming, you agree to this policy.')}
        </Text>
        {error && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm" fontWeight="500">
            {translate(error)}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
