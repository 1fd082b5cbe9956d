import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { UserPlus } from 'lucide-react'
import { useRef } from 'react'
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetFocus,
  type UseFormSetValue,
} from 'react-hook-form'
import { partyRules } from '@/api'
import { Checkbox } from '@/components/Checkbox'
import { t, translate } from '@/lib/i18n/i18n'
import { SelectField } from './BookingFields'
import { GuestFieldset } from './GuestFieldset'
import type { BookingChoices } from './booking-choices'
import { emptyGuest, type BookingValues } from './booking-values'
import { partyNotice } from './party-notice'

interface GuestsFieldsProps {
  control: Control<BookingValues>
  register: UseFormRegister<BookingValues>
  setValue: UseFormSetValue<BookingValues>
  setFocus: UseFormSetFocus<BookingValues>
  errors: FieldErrors<BookingValues>
  lists: Pick<BookingChoices, 'main' | 'second' | 'addOns' | 'stylists' | 'specialist'>
}

/**
 * Booking together: up to seven guests beside her, each with her own name, services and
 * stylist; a party can be marked bridal and its bride named (docs/behaviour.md).
 */
export function GuestsFields({
  control,
  register,
  setValue,
  setFocus,
  errors,
  lists,
}: GuestsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' })
  const [guests, bridal, brideOf] = useWatch({ control, name: ['guests', 'bridal', 'brideOf'] })
  const size = fields.length + 1
  const addButton = useRef<HTMLButtonElement>(null)
  /**
   * Removes a guest: the bride stays the same person (the guests after her move up one), and
   * the focus goes to the next guest's name, or to "Add a guest".
   */
  const removeGuest = (i: number) => {
    const bride = Number(brideOf)
    if (brideOf !== '' && brideOf !== 'me')
      setValue('brideOf', bride === i ? '' : String(bride > i ? bride - 1 : bride))
    remove(i)
    if (i < fields.length - 1) requestAnimationFrame(() => setFocus(`guests.${i}.name`))
    else requestAnimationFrame(() => addButton.current?.focus())
  }
  const guestName = (i: number) => guests?.[i]?.name ?? ''
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="gold.200" borderRadius="lg" p="4">
      <Box as="legend" fontSize="sm" fontWeight="600" px="1">
        {t('Booking together')}
      </Box>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t(
            'Bring a friend, a group or your bridal party: each guest has her own services and stylist. Up to {sideBySide} people sit side by side; a party of {eventSize} to {largest} is a private event ({percent}% off and champagne, booked {days, plural, =7 {a week} other {# days}} ahead), seated in two waves back to back.',
            {
              sideBySide: partyRules.sideBySide,
              eventSize: partyRules.eventSize,
              largest: partyRules.maxGuests + 1,
              percent: partyRules.eventPercent,
              days: partyRules.eventNoticeDays,
            },
          )}
        </Text>
        {fields.map((field, i) => (
          <GuestFieldset
            key={field.id}
            index={i}
            name={guestName(i)}
            register={register}
            errors={errors.guests?.[i]}
            lists={lists}
            onRemove={() => removeGuest(i)}
          />
        ))}
        {fields.length < partyRules.maxGuests ? (
          <Button
            ref={addButton}
            type="button"
            variant="outline"
            colorPalette="gold"
            alignSelf="start"
            onClick={() => append(emptyGuest(), { focusName: `guests.${fields.length}.name` })}
          >
            <UserPlus size={16} aria-hidden />
            {t('Add a guest')}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('A party can bring up to {count} guests.', { count: partyRules.maxGuests })}
          </Text>
        )}
        {errors.guests?.message && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {translate(errors.guests.message)}
          </Text>
        )}
        {fields.length > 0 && (
          <Stack gap="3">
            <HStack as="label" gap="3" cursor="pointer" fontWeight="500">
              <Checkbox {...register('bridal')} />
              {t('This is a bridal party')}
            </HStack>
            {bridal && (
              <>
                <SelectField
                  register={register}
                  error={errors.brideOf?.message}
                  name="brideOf"
                  label={t('The bride')}
                  empty={t('Not named')}
                  choices={[
                    { value: 'me', label: t('Me') },
                    ...fields.map((_, i) => ({
                      value: String(i),
                      label: guestName(i) || t('Guest {number}', { number: i + 1 }),
                    })),
                  ]}
                />
                <Text fontSize="sm" color="fg.muted">
                  {partyNotice(size, true)}
                  {lists.specialist
                    ? ` ${t('The bride sits with {name}, our bridal specialist, whenever she is free.', { name: lists.specialist })}`
                    : ''}
                </Text>
              </>
            )}
            <Text fontSize="sm" color="fg.muted" role="status">
              {size >= partyRules.eventSize
                ? t('A party of {count}: a private event.', { count: size })
                : t('A party of {count}.', { count: size })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
