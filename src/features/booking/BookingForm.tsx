import { useCallback, useMemo, useState } from 'react'
import { Box, Button, Grid, Stack } from '@chakra-ui/react'
import { useForm, useWatch } from 'react-hook-form'
import type { BookingOption, Stylist } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { BalanceDueNotice } from './BalanceDueNotice'
import { InputField, RewardsFields, TextareaField } from './BookingFields'
import { BookingFormSummary } from './BookingFormSummary'
import { ContactFields } from './ContactFields'
import { GuestsFields } from './GuestsFields'
import { PolicyAgreement } from './PolicyAgreement'
import { ServiceFields } from './ServiceFields'
import { WhenFields } from './WhenFields'
import { choicesOf } from './booking-choices'
import { feesOf } from './booking-fees'
import { bookingResolver } from './booking-resolver'
import type { Booked, BookingValues } from './booking-values'
import { useBookingDefaults } from './useBookingDefaults'
import { useBookingTimes } from './useBookingTimes'
import { useChosenVisit } from './useChosenVisit'
import { usePartyQuote } from './usePartyQuote'
import { useRewardChoices } from './useRewardChoices'
import { useSubmitBooking } from './useSubmitBooking'

interface BookingFormProps {
  /** Every booking option: the services and packages, and the add-ons. */
  options: BookingOption[]
  stylists: Stylist[]
  /** The address's query the form starts from (a service, a day, a promo code). */
  prefill: URLSearchParams
  onBooked: (booked: Booked) => void
}

/**
 * The booking form: her details, her visit, when, her guests, and the summary beside it. It is
 * checked by the very schemas the back-end uses; each hook below owns one concern.
 */
export function BookingForm({ options, stylists, prefill, onBooked }: BookingFormProps) {
  const choices = useMemo(() => choicesOf(options, stylists), [options, stylists])
  const resolver = useMemo(() => bookingResolver(options), [options])
  const defaultValues = useBookingDefaults(prefill, options, stylists)
  const form = useForm<BookingValues>({ resolver, defaultValues, mode: 'onTouched' })
  const { register, control, handleSubmit, setValue, clearErrors, formState } = form
  const { errors } = formState
  const [name, date, time, promoCode, guests, bridal] = useWatch({
    control,
    name: ['name', 'date', 'time', 'promoCode', 'guests', 'bridal'],
  })
  const rewards = useRewardChoices(control, setValue, options)
  const { visit, lines, people } = useChosenVisit(control, options, rewards.spend.upgrade)
  const times = useBookingTimes({
    date,
    time,
    visit,
    people,
    bridal,
    timeRefused: Boolean(errors.time),
  })
  const quote = usePartyQuote(date, people, promoCode ?? '')
  // What a late cancellation or a no-show would cost: it follows the services as she picks them.
  const fees = useMemo(() => feesOf(name, lines, guests, options), [name, lines, guests, options])
  const booking = useSubmitBooking({
    fees,
    setError: form.setError,
    spend: rewards.spend,
    refetchRewards: rewards.refetch,
    refetchTimes: times.refetch,
    onBooked,
  })
  const clearTime = useCallback(() => setValue('time', ''), [setValue])
  const together = guests.length > 0
  // Confirm waits while a card she typed is being saved: it is the card that holds the visit.
  const [cardSaving, setCardSaving] = useState(false)

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
      <form onSubmit={handleSubmit(booking.submit)} noValidate aria-label={t('Booking form')}>
        <Stack gap="5">
          <BalanceDueNotice refused={booking.balanceDue} onPaid={booking.clearBalanceDue} />
          <ContactFields register={register} errors={errors} />
          <ServiceFields
            register={register}
            errors={errors}
            choices={choices}
            onServiceChange={clearTime}
          />
          <WhenFields
            control={control}
            dateError={errors.date?.message}
            timeError={errors.time?.message}
            times={times}
            nearest={errors.time?.type === 'conflict' ? booking.nearest : times.nearest}
            onPickNearest={(picked) => {
              setValue('time', picked, { shouldValidate: true })
              clearErrors('time')
            }}
            onDatePicked={clearTime}
            time={time}
            waitlist={{
              // The waitlist is for a visit on its own: a party chooses another time.
              date: together ? undefined : date || undefined,
              visit,
              visitName: lines.map((o) => o.label).join(' + '),
              slots: times.daySlots,
            }}
          />
          <GuestsFields
            control={control}
            register={register}
            setValue={setValue}
            setFocus={form.setFocus}
            errors={errors}
            lists={choices}
          />
          <TextareaField
            register={register}
            name="notes"
            label={t('Special Requests or Notes (optional)')}
            error={errors.notes?.message}
            rows={4}
            placeholder={t('Nail shape, colour ideas, allergies...')}
          />
          <Box maxW={{ md: '64' }}>
            <InputField
              register={register}
              name="promoCode"
              label={t('Promo code (optional)')}
              error={errors.promoCode?.message}
              autoComplete="off"
              textTransform="uppercase"
            />
          </Box>
          {rewards.fields && (
            <RewardsFields
              register={register}
              {...rewards.fields}
              upgradable={choices.upgradable}
              rewardError={errors.useReward?.message}
              upgradeError={errors.upgrade?.message}
            />
          )}
          <PolicyAgreement
            control={control}
            setValue={setValue}
            fees={fees}
            error={errors.cardId?.message}
            onCardSaving={setCardSaving}
          />
          <Button
            type="submit"
            colorPalette="gold"
            size="lg"
            disabled={booking.isPending || cardSaving}
          >
            {booking.isPending ? t('Processing...') : t('Confirm Booking')}
          </Button>
        </Stack>
      </form>
      <BookingFormSummary
        options={options}
        visit={visit}
        lines={lines}
        name={name}
        guests={guests}
        date={date}
        time={time}
        stylist={stylists.find((s) => s.id === visit.stylist)?.name ?? times.assigned}
        seats={times.seats}
        promoCode={promoCode ?? ''}
        quote={quote}
        reward={rewards.reward}
      />
    </Grid>
  )
}
