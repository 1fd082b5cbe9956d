import { useCallback, useEffect, useMemo } from 'react'
import { Box, Button, Grid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  ApiError,
  useAvailability,
  useBookAppointment,
  useLoyaltyProgram,
  useRewards,
  type Appointment,
  type BookingOption,
  type BookAppointmentRequest,
  type Stylist,
} from '@/api'
import { bookAppointmentRequestSchema, visitMessages, visitRules } from '@/api/schemas'
import { NearestFreeTimes } from '@/components/NearestFreeTimes'
import { notify } from '@/components/toaster'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { isSingleService } from '@/lib/booking-link'
import { formatPrice } from '@/lib/money'
import {
  AddOnsField,
  DateField,
  InputField,
  RewardsFields,
  SelectField,
  TextareaField,
  TimeField,
  type Choice,
} from './BookingFields'
import { BookingSummary } from './BookingSummary'
import { WaitlistOffer } from './WaitlistOffer'

type Values = BookAppointmentRequest
type FieldName = keyof Values

interface BookingFormProps {
  /** Every booking option: the services and packages, and the add-ons. */
  options: BookingOption[]
  stylists: Stylist[]
  defaults: Partial<Values>
  onBooked: (appointment: Appointment) => void
}

const isAddOn = (o: BookingOption) => o.category === 'add-on'

/** A service a free upgrade lifts one tier: the higher one, at the price of the one chosen. */
function upgradedOption(from: BookingOption, options: BookingOption[]): BookingOption {
  const to = options.find((o) => o.value === from.upgradesTo)
  if (!to) return from
  return {
    ...to,
    label: `${to.label} (free upgrade from ${from.label})`,
    price: from.price,
    priceBasis: from.priceBasis,
  }
}

/** The booking form, validated by the very schema the back-end uses. */
export function BookingForm({ options, stylists, defaults, onBooked }: BookingFormProps) {
  const lists = useMemo(() => {
    const priced = (o: BookingOption): Choice => ({
      value: o.value,
      label: `${o.label} — ${formatPrice(o.price)}`,
    })
    return {
      main: options.filter((o) => !isAddOn(o)).map(priced),
      second: options.filter((o) => isSingleService(o.category)).map(priced),
      addOns: options.filter(isAddOn),
      stylists: stylists.map((s): Choice => ({ value: s.id, label: `${s.name} — ${s.title}` })),
      upgradable: options.filter((o) => o.upgradesTo).map((o) => o.label),
    }
  }, [options, stylists])
  // The schema's rules, and the one that needs the catalogue: a package is booked on its own.
  const resolver = useMemo(
    () =>
      zodResolver(
        bookAppointmentRequestSchema.superRefine((visit, context) => {
          const main = options.find((o) => o.value === visit.service)
          if (visit.secondService && main?.category === 'package')
            context.addIssue({
              code: 'custom',
              path: ['secondService'],
              message: visitMessages.secondServiceWithPackage,
            })
        }, visitRules),
      ),
    [options],
  )
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      service: '',
      secondService: '',
      addOns: [],
      stylist: '',
      date: '',
      time: '',
      notes: '',
      promoCode: '',
      useReward: false,
      upgrade: '',
      ...defaults,
    },
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const { errors } = formState
  const [service, secondService, addOns, stylist, date, time, promoCode, useReward, upgrade] =
    useWatch({
      control,
      name: [
        'service',
        'secondService',
        'addOns',
        'stylist',
        'date',
        'time',
        'promoCode',
        'useReward',
        'upgrade',
      ],
    })
  const rewards = useRewards()
  const program = useLoyaltyProgram()
  // The services of this visit a free upgrade can lift (not into the visit's other service).
  const upgrades = useMemo(
    () =>
      rewards.data?.upgradeAvailable
        ? [service, secondService]
            .map((value) => options.find((o) => o.value === value && o.upgradesTo))
            .filter(
              (o): o is BookingOption =>
                o !== undefined && o.upgradesTo !== service && o.upgradesTo !== secondService,
            )
            .map((o) => ({
              value: o.value,
              label: `${o.label} → ${options.find((t) => t.value === o.upgradesTo)?.label}`,
            }))
        : [],
    [rewards.data?.upgradeAvailable, service, secondService, options],
  )
  const canSpend = Boolean(
    rewards.data && program.data && rewards.data.points >= program.data.rewardPoints,
  )
  // What the form shows is what it sends: a choice whose control has gone (the service changed,
  // the points were spent in another tab) is dropped.
  const upgradeKept = upgrades.some((u) => u.value === upgrade) ? upgrade : ''
  const rewardKept = Boolean(useReward) && canSpend
  useEffect(() => {
    if (upgrade && !upgradeKept) setValue('upgrade', '')
    if (useReward && !rewardKept) setValue('useReward', false)
  }, [upgrade, upgradeKept, useReward, rewardKept, setValue])
  // One object while the choices stay the same, so the memoised summary keeps still as people type.
  const addOnsKey = (addOns || []).join(',')
  const visit = useMemo(
    () => ({
      service,
      secondService,
      addOns: addOnsKey ? addOnsKey.split(',') : [],
      stylist,
      upgrade: upgradeKept || undefined,
    }),
    [service, secondService, addOnsKey, stylist, upgradeKept],
  )
  const availability = useAvailability(date || undefined, visit)
  const book = useBookAppointment()
  const lines = useMemo(
    () =>
      [visit.service, visit.secondService, ...visit.addOns]
        .map((value) => options.find((o) => o.value === value))
        .filter((o) => o !== undefined)
        .map((o) => (o.value === visit.upgrade ? upgradedOption(o, options) : o)),
    [visit, options],
  )
  const reward = useMemo(
    () =>
      program.data && rewardKept
        ? { points: program.data.rewardPoints, value: program.data.rewardValue }
        : undefined,
    [program.data, rewardKept],
  )
  const chosenSlot = availability.data?.slots.find((s) => s.time === time)
  const chosenStylist = stylists.find((s) => s.id === stylist)
  const alternatives =
    errors.time?.type === 'conflict' ? ((book.error as ApiError | null)?.alternatives ?? []) : []

  async function submit(values: Values) {
    try {
      const appointment = await book.mutateAsync({
        ...values,
        // A choice left at "None" or "Any available" is not sent.
        secondService: values.secondService || undefined,
        addOns: values.addOns?.length ? values.addOns : undefined,
        stylist: values.stylist || undefined,
        promoCode: values.promoCode?.trim() || undefined,
        useReward: rewardKept || undefined,
        upgrade: upgradeKept || undefined,
      })
      notify(
        'success',
        'Booking confirmed!',
        `Your appointment has been scheduled for ${formatLongDate(appointment.date)} at ${formatTime(appointment.time)}`,
      )
      onBooked(appointment)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 401) {
        // The session has ended: the session signs the client out and sends them to log in.
      } else if (error.status === 409) {
        // Someone took the slot meanwhile: keep everything, mark the time, offer the nearest ones.
        await availability.refetch()
        setError('time', { type: 'conflict', message: error.message }, { shouldFocus: true })
      } else if (Object.keys(error.fieldErrors).length > 0) {
        // Bad input (400), a refused promo code, reward or upgrade (422) names its field; a
        // refused reward or upgrade means her points have moved since they were read.
        if ('useReward' in error.fieldErrors || 'upgrade' in error.fieldErrors)
          void rewards.refetch()
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as FieldName, { message }, { shouldFocus: true })
        }
      } else if (error.status === 422) {
        // Any other rule is about when: a closed day, a past time, closing time.
        setError('time', { message: error.message }, { shouldFocus: true })
      } else {
        // 503: the back-end could not store it and says so; no answer at all (0): the salon could
        // not be reached, even after the client's retries; anything else gets the generic text.
        notify(
          'error',
          'Booking failed',
          error.status === 503 || error.status === 0
            ? error.message
            : 'We could not complete your booking. Please try again.',
        )
      }
    }
  }

  const clearTime = useCallback(() => setValue('time', ''), [setValue])

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Booking form">
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <InputField
              register={register}
              name="name"
              label="Full Name"
              error={errors.name?.message}
              autoComplete="name"
            />
            <InputField
              register={register}
              name="email"
              label="Email"
              error={errors.email?.message}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </Grid>
          <InputField
            register={register}
            name="phone"
            label="Phone Number"
            error={errors.phone?.message}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(703) 555-0100"
          />
          <SelectField
            register={register}
            error={errors.service?.message}
            name="service"
            label="Service"
            empty="Select a service"
            choices={lists.main}
            onChange={clearTime}
          />
          <SelectField
            register={register}
            error={errors.secondService?.message}
            name="secondService"
            label="Second service (optional)"
            empty="None"
            choices={lists.second}
          />
          <AddOnsField register={register} error={errors.addOns?.message} options={lists.addOns} />
          {/* "Any available" first, then each stylist by name and title, as About lists them. */}
          <SelectField
            register={register}
            error={errors.stylist?.message}
            name="stylist"
            label="Stylist"
            empty="Any available"
            choices={lists.stylists}
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <DateField control={control} error={errors.date?.message} onPicked={clearTime} />
            <TimeField
              control={control}
              error={errors.time?.message}
              slots={availability.data?.slots}
              loading={availability.isFetching}
            />
          </Grid>
          <NearestFreeTimes
            times={alternatives}
            onPick={(time) => {
              setValue('time', time, { shouldValidate: true })
              form.clearErrors('time')
            }}
          />
          <WaitlistOffer
            date={date || undefined}
            visit={visit}
            visitName={lines.map((o) => o.label).join(' + ')}
            slots={availability.data?.slots}
            time={time ?? ''}
          />
          <TextareaField
            register={register}
            name="notes"
            label="Special Requests or Notes (optional)"
            error={errors.notes?.message}
            rows={4}
            placeholder="Nail shape, colour ideas, allergies..."
          />
          <Box maxW={{ md: '64' }}>
            <InputField
              register={register}
              name="promoCode"
              label="Promo code (optional)"
              error={errors.promoCode?.message}
              autoComplete="off"
              textTransform="uppercase"
            />
          </Box>
          {rewards.data && program.data && (
            <RewardsFields
              register={register}
              points={rewards.data.points}
              reward={{ points: program.data.rewardPoints, value: program.data.rewardValue }}
              upgradeAvailable={rewards.data.upgradeAvailable}
              upgrades={upgrades}
              upgradable={lists.upgradable}
              rewardError={errors.useReward?.message}
              upgradeError={errors.upgrade?.message}
            />
          )}
          <Button type="submit" colorPalette="gold" size="lg" disabled={book.isPending}>
            {book.isPending ? 'Processing...' : 'Confirm Booking'}
          </Button>
        </Stack>
      </form>
      <BookingSummary
        lines={lines}
        visit={visit}
        date={date || undefined}
        time={time || undefined}
        stylist={chosenStylist?.name ?? (chosenSlot?.available ? chosenSlot.stylist : undefined)}
        promoCode={promoCode ?? ''}
        reward={reward}
      />
    </Grid>
  )
}
