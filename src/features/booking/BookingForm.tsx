import { useCallback, useEffect, useMemo } from 'react'
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import {
  ApiError,
  noticeDays,
  useAvailability,
  useBookAppointment,
  useBookParty,
  useLoyaltyProgram,
  usePartyAvailability,
  usePartyPrice,
  useRewards,
  type Appointment,
  type BookingOption,
  type Party,
  type Stylist,
} from '@/api'
import {
  bookAppointmentRequestSchema,
  bookPartyRequestSchema,
  visitMessages,
  visitRules,
} from '@/api/schemas'
import { NearestFreeTimes } from '@/components/NearestFreeTimes'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { formatDayOfYear, formatLongDate, formatTime, slotToMinutes } from '@/lib/salon-time'
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
import { GuestsFields } from './GuestsFields'
import { PartySummary } from './PartySummary'
import { WaitlistOffer } from './WaitlistOffer'
import { partyRequestOf, peopleOf, type BookingValues } from './booking-values'

type Values = BookingValues
type FieldName = Parameters<ReturnType<typeof useForm<Values>>['setError']>[0]

/** What was booked: one visit, or a party and its people's visits. */
export type Booked =
  { appointment: Appointment; party?: undefined } | { party: Party; appointment?: undefined }

interface BookingFormProps {
  /** Every booking option: the services and packages, and the add-ons. */
  options: BookingOption[]
  stylists: Stylist[]
  defaults: Partial<Values>
  onBooked: (booked: Booked) => void
}

const isAddOn = (o: BookingOption) => o.category === 'add-on'

/** The free times nearest to `time`, closest first. */
const nearestTimes = (slots: readonly { time: string; available: boolean }[], time: string) =>
  slots
    .filter((s) => s.available)
    .map((s) => s.time)
    .sort(
      (a, b) =>
        Math.abs(slotToMinutes(a) - slotToMinutes(time)) -
        Math.abs(slotToMinutes(b) - slotToMinutes(time)),
    )
    .slice(0, 3)

/** A service a free upgrade lifts one tier: the higher one, at the price of the one chosen. */
function upgradedOption(from: BookingOption, options: BookingOption[]): BookingOption {
  const to = options.find((o) => o.value === from.upgradesTo)
  if (!to) return from
  return {
    ...to,
    label: t('{service} (free upgrade from {from})', { service: to.label, from: from.label }),
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
  // Alone she books a visit; with a guest, a party, checked as the back-end will check it.
  const resolver = useMemo((): Resolver<Values> => {
    const packageAlone = (
      visit: { service?: string; secondService?: string },
      context: z.RefinementCtx,
      path: (string | number)[] = [],
    ) => {
      const main = options.find((o) => o.value === visit.service)
      if (visit.secondService && main?.category === 'package')
        context.addIssue({
          code: 'custom',
          path: [...path, 'secondService'],
          message: visitMessages.secondServiceWithPackage,
        })
    }
    const alone = zodResolver(
      bookAppointmentRequestSchema.superRefine(
        (visit, context) => packageAlone(visit, context),
        visitRules,
      ),
    )
    const together = zodResolver(
      bookPartyRequestSchema.superRefine((party, context) => {
        packageAlone(party, context)
        party.guests.forEach((guest, i) => packageAlone(guest, context, ['guests', i]))
      }, visitRules),
    )
    return async (values, context, options) => {
      if (!values.guests.length) {
        // The schema's values (trimmed), with the form's own fields it does not know.
        const checked = await alone(values, context, options as never)
        return Object.keys(checked.errors).length
          ? (checked as never)
          : { values: { ...values, ...checked.values }, errors: {} }
      }
      const checked = await together(partyRequestOf(values), context, options as never)
      const errors = checked.errors as FieldErrors<Values>
      // Adding or removing a guest checks the list itself (its size), not the fields of a guest
      // just added, which she has not filled in yet.
      if (options.names?.includes('guests') && errors.guests) {
        const { message, type, root } = errors.guests
        errors.guests = message ? ({ message, type, root } as never) : undefined
        if (!errors.guests) delete errors.guests
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }
    }
  }, [options])
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
      guests: [],
      bridal: false,
      brideOf: '',
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
  const [guests, bridal, brideOf, name] = useWatch({
    control,
    name: ['guests', 'bridal', 'brideOf', 'name'],
  })
  const together = guests.length > 0
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
              label: `${o.label} → ${options.find((to) => to.value === o.upgradesTo)?.label}`,
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
  const availability = useAvailability(together ? undefined : date || undefined, visit)
  const book = useBookAppointment()
  const bookParty = useBookParty()
  const booking = together ? bookParty : book
  // The party as the back-end seats and prices it: one object while the choices stay the same.
  const peopleKey = JSON.stringify(together ? peopleOf({ ...visit, guests, bridal, brideOf }) : [])
  const people = useMemo(() => JSON.parse(peopleKey) as ReturnType<typeof peopleOf>, [peopleKey])
  const everyoneChosen = together && people.every((p) => p.service)
  const partyTimes = usePartyAvailability(
    { date: date ?? '', people, bridal: bridal || undefined },
    Boolean(date && everyoneChosen),
  )
  const code = (promoCode ?? '').trim().toUpperCase()
  const priceable = Boolean(date && everyoneChosen)
  const withCode = usePartyPrice(
    { date: date ?? '', people, promoCode: code || undefined },
    priceable,
  )
  // A code refused (or still being typed) leaves the prices as they are without it.
  const withoutCode = usePartyPrice(
    { date: date ?? '', people },
    priceable && Boolean(code) && !withCode.data,
  )
  const partyPrice = {
    data: withCode.data ?? withoutCode.data,
    error: withCode.error,
    isFetching: withCode.isFetching,
  }
  const slots = together
    ? partyTimes.data?.slots.map(({ seats: _seats, ...slot }) => slot)
    : availability.data?.slots
  const tooSoon =
    together && partyTimes.data && date && date < partyTimes.data.firstDay
      ? t(
          bridal
            ? 'A bridal party is booked at least {days} days ahead. The first day you can book is {date}.'
            : 'A private event is booked at least {days} days ahead. The first day you can book is {date}.',
          {
            days: noticeDays(people.length, Boolean(bridal)),
            date: formatDayOfYear(partyTimes.data.firstDay),
          },
        )
      : undefined
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
  const chosenPartySlot = partyTimes.data?.slots.find((s) => s.time === time)
  const partySeats = chosenPartySlot?.available ? chosenPartySlot.seats : undefined
  // A time chosen before the party changed that no longer fits everyone: the nearest that do.
  const unfit = Boolean(
    together && time && chosenPartySlot && !chosenPartySlot.available && !errors.time,
  )
  const alternatives =
    errors.time?.type === 'conflict'
      ? ((booking.error as ApiError | null)?.alternatives ?? [])
      : unfit
        ? nearestTimes(partyTimes.data!.slots, time)
        : []
  const partyPeople = useMemo(
    () =>
      together
        ? [
            { name: name || t('You'), lines },
            ...guests.map((guest, i) => ({
              name: guest.name || t('Guest {number}', { number: i + 1 }),
              lines: [guest.service, guest.secondService, ...guest.addOns]
                .map((value) => options.find((o) => o.value === value))
                .filter((o) => o !== undefined),
            })),
          ].map((person, i) => ({
            ...person,
            time: partySeats?.[i]?.time,
            stylist: partySeats?.[i]?.stylist,
          }))
        : [],
    [together, name, lines, guests, options, partySeats],
  )

  async function submitParty(values: Values) {
    const party = await bookParty.mutateAsync({
      ...partyRequestOf(values),
      useReward: rewardKept || undefined,
      upgrade: upgradeKept || undefined,
    })
    const [own] = party.appointments
    notify(
      'success',
      t('Booking confirmed!'),
      t('Your appointment has been scheduled for {date} at {time}', {
        date: formatLongDate(own!.date),
        time: formatTime(own!.time),
      }),
    )
    onBooked({ party })
  }

  async function submit(values: Values) {
    try {
      if (values.guests.length) return await submitParty(values)
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
        t('Booking confirmed!'),
        t('Your appointment has been scheduled for {date} at {time}', {
          date: formatLongDate(appointment.date),
          time: formatTime(appointment.time),
        }),
      )
      onBooked({ appointment })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 401) {
        // The session has ended: the session signs the client out and sends them to log in.
      } else if (error.status === 409) {
        // Someone took the slot meanwhile: keep everything, mark the time, offer the nearest ones.
        await (values.guests.length ? partyTimes.refetch() : availability.refetch())
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
          t('Booking failed'),
          error.status === 503 || error.status === 0
            ? error.message
            : t('We could not complete your booking. Please try again.'),
        )
      }
    }
  }

  const clearTime = useCallback(() => setValue('time', ''), [setValue])

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('Booking form')}>
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <InputField
              register={register}
              name="name"
              label={t('Full Name')}
              error={errors.name?.message}
              autoComplete="name"
            />
            <InputField
              register={register}
              name="email"
              label={t('Email')}
              error={errors.email?.message}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </Grid>
          <InputField
            register={register}
            name="phone"
            label={t('Phone Number')}
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
            label={t('Service')}
            empty={t('Select a service')}
            choices={lists.main}
            onChange={clearTime}
          />
          <SelectField
            register={register}
            error={errors.secondService?.message}
            name="secondService"
            label={t('Second service (optional)')}
            empty={t('None')}
            choices={lists.second}
          />
          <AddOnsField register={register} error={errors.addOns?.message} options={lists.addOns} />
          {/* "Any available" first, then each stylist by name and title, as About lists them. */}
          <SelectField
            register={register}
            error={errors.stylist?.message}
            name="stylist"
            label={t('Stylist')}
            empty={t('Any available')}
            choices={lists.stylists}
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <DateField
              control={control}
              error={errors.date?.message ?? tooSoon}
              onPicked={clearTime}
            />
            <TimeField
              control={control}
              error={errors.time?.message}
              slots={slots}
              loading={together ? partyTimes.isFetching : availability.isFetching}
            />
          </Grid>
          {unfit && (
            <Text color="fg.error" fontSize="sm" role="status">
              {t('Not everyone can be seated at {time}. Please choose another time.', {
                time: formatTime(time),
              })}
            </Text>
          )}
          <NearestFreeTimes
            times={alternatives}
            onPick={(time) => {
              setValue('time', time, { shouldValidate: true })
              form.clearErrors('time')
            }}
          />
          <WaitlistOffer
            date={together ? undefined : date || undefined}
            visit={visit}
            visitName={lines.map((o) => o.label).join(' + ')}
            slots={availability.data?.slots}
            time={time ?? ''}
          />
          <GuestsFields
            control={control}
            register={register}
            setValue={setValue}
            setFocus={form.setFocus}
            errors={errors}
            lists={lists}
            specialist={stylists.find((s) => s.specialties.includes('Bridal'))?.name}
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
          <Button type="submit" colorPalette="gold" size="lg" disabled={booking.isPending}>
            {booking.isPending ? t('Processing...') : t('Confirm Booking')}
          </Button>
        </Stack>
      </form>
      {together ? (
        <PartySummary
          people={partyPeople}
          date={date || undefined}
          price={partyPrice}
          code={code}
          reward={reward}
        />
      ) : (
        <BookingSummary
          lines={lines}
          visit={visit}
          date={date || undefined}
          time={time || undefined}
          stylist={chosenStylist?.name ?? (chosenSlot?.available ? chosenSlot.stylist : undefined)}
          promoCode={promoCode ?? ''}
          reward={reward}
        />
      )}
    </Grid>
  )
}
