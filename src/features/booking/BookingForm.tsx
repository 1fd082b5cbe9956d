import { Button, Field, Grid, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import {
  ApiError,
  useAvailability,
  useCreateAppointment,
  type Appointment,
  type BookingOption,
  type CreateAppointmentRequest,
} from '@/api'
import { createAppointmentRequestSchema } from '@/api/schemas'
import { NearestFreeTimes } from '@/components/NearestFreeTimes'
import { SalonDatePicker } from '@/components/SalonDatePicker'
import { TimeSlotSelect } from '@/components/TimeSlotSelect'
import { notify } from '@/components/toaster'
import { formatPrice } from '@/lib/money'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { BookingSummary } from './BookingSummary'

type Values = CreateAppointmentRequest
type FieldName = keyof Values

interface BookingFormProps {
  options: BookingOption[]
  defaults: Partial<Values>
  onBooked: (appointment: Appointment) => void
}

/** The booking form, validated by the very schema the back-end uses. */
export function BookingForm({ options, defaults, onBooked }: BookingFormProps) {
  const form = useForm<Values>({
    resolver: zodResolver(createAppointmentRequestSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      service: '',
      date: '',
      time: '',
      notes: '',
      promoCode: '',
      ...defaults,
    },
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, setError, setValue, formState } = form
  const { errors } = formState
  const [service, date, time, promoCode] = useWatch({
    control,
    name: ['service', 'date', 'time', 'promoCode'],
  })
  const availability = useAvailability(date || undefined, service || undefined)
  const book = useCreateAppointment()
  const option = options.find((o) => o.value === service)
  const chosenSlot = availability.data?.slots.find((s) => s.time === time)
  const alternatives =
    errors.time?.type === 'conflict' ? ((book.error as ApiError | null)?.alternatives ?? []) : []

  async function submit(values: Values) {
    try {
      const appointment = await book.mutateAsync({
        ...values,
        promoCode: values.promoCode?.trim() || undefined,
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
        // Bad input (400) or a refused promo code (422) names its field.
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as FieldName, { message }, { shouldFocus: true })
        }
      } else if (error.status === 422) {
        // Any other rule is about when: a closed day, a past time, closing time.
        setError('time', { message: error.message }, { shouldFocus: true })
      } else {
        // 503: the back-end could not store it and says so; anything else gets the generic text.
        notify(
          'error',
          'Booking failed',
          error.status === 503
            ? error.message
            : 'We could not complete your booking. Please try again.',
        )
      }
    }
  }

  const fieldProps = (name: FieldName) => ({ invalid: Boolean(errors[name]) })
  const errorText = (name: FieldName) =>
    errors[name] && <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Booking form">
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <Field.Root {...fieldProps('name')}>
              <Field.Label>Full Name</Field.Label>
              <Input {...register('name')} autoComplete="name" bg="white" />
              {errorText('name')}
            </Field.Root>
            <Field.Root {...fieldProps('email')}>
              <Field.Label>Email</Field.Label>
              <Input
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                bg="white"
              />
              {errorText('email')}
            </Field.Root>
          </Grid>
          <Field.Root {...fieldProps('phone')}>
            <Field.Label>Phone Number</Field.Label>
            <Input
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="(703) 555-0100"
              bg="white"
            />
            {errorText('phone')}
          </Field.Root>
          <Field.Root {...fieldProps('service')}>
            <Field.Label>Service</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...register('service', { onChange: () => setValue('time', '') })}
                bg="white"
              >
                <option value="">Select a service</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label} — {formatPrice(o.price)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errorText('service')}
          </Field.Root>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <Field.Root {...fieldProps('date')}>
              <Field.Label>Date</Field.Label>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <SalonDatePicker
                    ref={field.ref}
                    value={field.value || undefined}
                    onChange={(value) => {
                      field.onChange(value)
                      setValue('time', '')
                    }}
                    invalid={Boolean(errors.date)}
                  />
                )}
              />
              {errorText('date')}
            </Field.Root>
            <Field.Root {...fieldProps('time')}>
              <Field.Label>Time</Field.Label>
              <Controller
                control={control}
                name="time"
                render={({ field }) => (
                  <TimeSlotSelect
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    slots={availability.data?.slots}
                    loading={availability.isFetching}
                    invalid={Boolean(errors.time)}
                  />
                )}
              />
              {errorText('time')}
            </Field.Root>
          </Grid>
          <NearestFreeTimes
            times={alternatives}
            onPick={(time) => {
              setValue('time', time, { shouldValidate: true })
              form.clearErrors('time')
            }}
          />
          <Field.Root {...fieldProps('notes')}>
            <Field.Label>Special Requests or Notes (optional)</Field.Label>
            <Textarea
              {...register('notes')}
              rows={4}
              bg="white"
              placeholder="Nail shape, colour ideas, allergies..."
            />
            {errorText('notes')}
          </Field.Root>
          <Field.Root {...fieldProps('promoCode')} maxW={{ md: '64' }}>
            <Field.Label>Promo code (optional)</Field.Label>
            <Input
              {...register('promoCode')}
              autoComplete="off"
              textTransform="uppercase"
              bg="white"
            />
            {errorText('promoCode')}
          </Field.Root>
          <Button type="submit" colorPalette="gold" size="lg" disabled={book.isPending}>
            {book.isPending ? 'Processing...' : 'Confirm Booking'}
          </Button>
        </Stack>
      </form>
      <BookingSummary
        option={option}
        date={date || undefined}
        time={time || undefined}
        stylist={chosenSlot?.available ? chosenSlot.stylist : undefined}
        promoCode={promoCode ?? ''}
      />
    </Grid>
  )
}
