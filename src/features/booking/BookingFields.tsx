import { memo, useId, useState } from 'react'
import {
  Box,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react'
import { Controller, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form'
import { maxLengths, type BookingOption } from '@/api'
import { Checkbox } from '@/components/Checkbox'
import { ChoiceSelect, type Choice } from '@/components/ChoiceSelect'
import { CharacterCount } from '@/components/CharacterCount'
import { FormField } from '@/components/FormField'
import { SalonDatePicker } from '@/components/SalonDatePicker'
import { TimeSlotSelect, type TimeSlotSelectProps } from '@/components/TimeSlotSelect'
import { t, translate } from '@/lib/i18n/i18n'
import { formatPrice, formatServicePrice } from '@/lib/money'
import { formatServiceDuration } from '@/lib/salon-time'
import { formatPoints } from '@/lib/points'
import type { BookingValues } from './booking-values'

// The booking form's fields, each memoised on plain props (its error as text): react-hook-form
// re-renders the whole form once as it mounts and on every keystroke's error; a field re-renders
// only when what it shows has changed.

type Values = BookingValues

interface FieldProps {
  register: UseFormRegister<Values>
  error: string | undefined
}

type TextFieldProps = FieldProps & { name: FieldPath<Values>; label: string }

export const InputField = memo(function InputField({
  register,
  error,
  name,
  label,
  ...input
}: TextFieldProps & Omit<InputProps, 'name'>) {
  return (
    <FormField label={label} error={error}>
      {/* Typed outright: HTML_CodeSniffer flags autocomplete="name" on an input with no type. */}
      <Input {...register(name)} type="text" bg="white" {...input} />
    </FormField>
  )
})

/** The schema's limit for a field, where it has one. */
const limitOf = (name: FieldPath<Values>): number | undefined =>
  name in maxLengths ? maxLengths[name as keyof typeof maxLengths] : undefined

/**
 * A long text field with a live count against its limit in the schema; nothing typed is cut, so
 * the count and then the schema's message say when it is too long.
 */
export const TextareaField = memo(function TextareaField({
  register,
  error,
  name,
  label,
  ...textarea
}: TextFieldProps & Omit<TextareaProps, 'name'>) {
  const { ref, onChange, ...field } = register(name)
  const limit = limitOf(name)
  const [length, setLength] = useState(0)
  return (
    <FormField label={label} error={error}>
      <Textarea
        {...field}
        // react-hook-form fills the field as it takes the element: the count starts from that.
        ref={(element) => {
          ref(element)
          if (element) setLength(element.value.length)
        }}
        onChange={(event) => {
          setLength(event.target.value.length)
          return onChange(event)
        }}
        bg="white"
        {...textarea}
      />
      {limit !== undefined && <CharacterCount length={length} max={limit} />}
    </FormField>
  )
})

/** A guest's dropdowns: her services and her stylist. */
type GuestChoice = `guests.${number}.${'service' | 'secondService' | 'stylist'}`

export type { Choice }

/** A dropdown whose first option, of empty value, is a prompt or "none". */
export const SelectField = memo(function SelectField({
  register,
  error,
  name,
  label,
  empty,
  choices,
  onChange,
}: FieldProps & {
  name: 'service' | 'secondService' | 'stylist' | 'upgrade' | 'brideOf' | GuestChoice
  label: string
  empty: string
  choices: Choice[]
  onChange?: () => void
}) {
  return (
    <FormField label={label} error={error}>
      <ChoiceSelect {...register(name, { onChange })} empty={empty} choices={choices} />
    </FormField>
  )
})

/** The Additional Services, each a box to tick: nail art, a repair, extensions, a polish change. */
export const AddOnsField = memo(function AddOnsField({
  register,
  error,
  options,
  name = 'addOns',
  legend = t('Add-ons (optional)'),
}: FieldProps & {
  options: BookingOption[]
  name?: 'addOns' | `guests.${number}.addOns`
  legend?: string
}) {
  const errorId = useId()
  return (
    <Box
      as="fieldset"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Box as="legend" fontSize="sm" fontWeight="500" mb="1.5">
        {legend}
      </Box>
      <Stack gap="2">
        {options.map((o) => (
          <HStack as="label" key={o.value} gap="3" cursor="pointer" fontSize="sm">
            <Checkbox value={o.value} {...register(name)} />
            <Text as="span" flex="1">
              {o.label}
            </Text>
            <Text as="span" color="fg.muted">
              {formatServicePrice(o.price, o.priceBasis)} ·{' '}
              {formatServiceDuration(o.durationMinutes, o.priceBasis)}
            </Text>
          </HStack>
        ))}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1.5">
          {translate(error)}
        </Text>
      )}
    </Box>
  )
})

/**
 * Diva Rewards at booking: the $30 reward once she has the points, and a free upgrade once she
 * has earned one and the visit has a service with a higher tier. A refusal shows here even when
 * its control has gone (her points moved in another tab).
 */
export const RewardsFields = memo(function RewardsFields({
  register,
  points,
  reward,
  upgradeAvailable,
  upgrades,
  upgradable,
  rewardError,
  upgradeError,
}: {
  register: UseFormRegister<Values>
  points: number
  /** The programme's reward: its price in points and what it takes off. */
  reward: { points: number; value: number }
  upgradeAvailable: boolean
  /** The visit's services that a free upgrade can lift, as "Classic Manicure → Signature Manicure". */
  upgrades: Choice[]
  /** Every service that has a higher tier, by name. */
  upgradable: string[]
  rewardError: string | undefined
  upgradeError: string | undefined
}) {
  const rewardHintId = useId()
  const rewardErrorId = useId()
  const canSpend = points >= reward.points
  if (!canSpend && !upgradeAvailable && !rewardError && !upgradeError) return null
  const refusal = (message: string | undefined, id?: string) =>
    message && (
      <Text id={id} color="fg.error" fontSize="sm" ps={id ? '7.5' : undefined}>
        {translate(message)}
      </Text>
    )
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="gold.200" borderRadius="lg" p="4">
      <Box as="legend" fontSize="sm" fontWeight="600" px="1">
        Diva Rewards
      </Box>
      <Stack gap="4">
        {canSpend ? (
          <Stack gap="1">
            <HStack as="label" gap="3" cursor="pointer" fontWeight="500">
              <Checkbox
                {...register('useReward')}
                aria-describedby={[rewardHintId, rewardError ? rewardErrorId : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={rewardError ? true : undefined}
              />
              {t('Use {points} points for {amount} off', {
                points: reward.points,
                amount: formatPrice(reward.value),
              })}
            </HStack>
            <Text id={rewardHintId} fontSize="sm" color="fg.muted" ps="7.5">
              {t('You have {points}. They are spent when you book, and given back if you cancel.', {
                points: formatPoints(points),
              })}
            </Text>
            {refusal(rewardError, rewardErrorId)}
          </Stack>
        ) : (
          refusal(rewardError)
        )}
        {upgradeAvailable && upgrades.length ? (
          <SelectField
            register={register}
            error={upgradeError}
            name="upgrade"
            label={t('Free upgrade')}
            empty={t('No upgrade')}
            choices={upgrades}
          />
        ) : (
          <>
            {upgradeAvailable && (
              <Text fontSize="sm">
                {t(
                  'You have a free upgrade, one tier up at no extra cost, for any of these: {services}.',
                  { services: upgradable.join(', ') },
                )}
              </Text>
            )}
            {refusal(upgradeError)}
          </>
        )}
      </Stack>
    </Box>
  )
})

interface ControlledProps {
  control: Control<Values>
  error: string | undefined
}

export const DateField = memo(function DateField({
  control,
  error,
  onPicked,
}: ControlledProps & { onPicked: () => void }) {
  // The label names the calendar's button, so a press on "Date" opens it too.
  const id = useId()
  return (
    <FormField label={t('Date')} error={error} controlId={id}>
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <SalonDatePicker
            id={id}
            ref={field.ref}
            value={field.value || undefined}
            onChange={(value) => {
              field.onChange(value)
              onPicked()
            }}
            invalid={Boolean(error)}
          />
        )}
      />
    </FormField>
  )
})

export const TimeField = memo(function TimeField({
  control,
  error,
  slots,
  loading,
}: ControlledProps & Pick<TimeSlotSelectProps, 'slots' | 'loading'>) {
  return (
    <FormField label={t('Time')} error={error}>
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
            slots={slots}
            loading={loading}
            invalid={Boolean(error)}
          />
        )}
      />
    </FormField>
  )
})
