import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { UserPlus, X } from 'lucide-react'
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
import { partyRules, type BookingOption } from '@/api'
import { Checkbox } from '@/components/Checkbox'
import { t, translate } from '@/lib/i18n/i18n'
import { AddOnsField, InputField, SelectField, type Choice } from './BookingFields'
import { emptyGuest, type BookingValues } from './booking-values'

interface GuestsFieldsProps {
  control: Control<BookingValues>
  register: UseFormRegister<BookingValues>
  setValue: UseFormSetValue<BookingValues>
  setFocus: UseFormSetFocus<BookingValues>
  errors: FieldErrors<BookingValues>
  lists: { main: Choice[]; second: Choice[]; addOns: BookingOption[]; stylists: Choice[] }
  /** The bridal specialist's name, for the bride's note. */
  specialist: string | undefined
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
  specialist,
}: GuestsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' })
  const [guests, bridal, brideOf] = useWatch({ control, name: ['guests', 'bridal', 'brideOf'] })
  const size = fields.length + 1
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
  const addButton = useRef<HTMLButtonElement>(null)
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="gold.200" borderRadius="lg" p="4">
      <Box as="legend" fontSize="sm" fontWeight="600" px="1">
        {t('Booking together')}
      </Box>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t(
            'Bring a friend, a group or your bridal party: each guest has her own services and stylist. Up to 4 people sit side by side; a party of 5 to 8 is a private event (10% off and champagne, booked a week ahead), seated in two waves back to back.',
          )}
        </Text>
        {fields.map((field, i) => {
          const number = { number: i + 1 }
          const fieldErrors = errors.guests?.[i]
          return (
            <Box
              key={field.id}
              as="fieldset"
              borderTopWidth="1px"
              borderColor="border.muted"
              pt="4"
            >
              <HStack as="legend" justify="space-between" width="full" mb="3">
                <Text fontWeight="600">
                  {guests?.[i]?.name
                    ? t('Guest {number}: {name}', { ...number, name: guests[i].name })
                    : t('Guest {number}', number)}
                </Text>
              </HStack>
              <Stack gap="4">
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <InputField
                    register={register}
                    name={`guests.${i}.name`}
                    label={t('Guest {number}: name', number)}
                    error={fieldErrors?.name?.message}
                    autoComplete="off"
                  />
                  <InputField
                    register={register}
                    name={`guests.${i}.email`}
                    label={t('Guest {number}: email (optional)', number)}
                    error={fieldErrors?.email?.message}
                    type="email"
                    autoComplete="off"
                    inputMode="email"
                  />
                </Grid>
                <SelectField
                  register={register}
                  error={fieldErrors?.service?.message}
                  name={`guests.${i}.service`}
                  label={t('Guest {number}: service', number)}
                  empty={t('Select a service')}
                  choices={lists.main}
                />
                <SelectField
                  register={register}
                  error={fieldErrors?.secondService?.message}
                  name={`guests.${i}.secondService`}
                  label={t('Guest {number}: second service (optional)', number)}
                  empty={t('None')}
                  choices={lists.second}
                />
                <AddOnsField
                  register={register}
                  error={fieldErrors?.addOns?.message}
                  options={lists.addOns}
                  name={`guests.${i}.addOns`}
                  legend={t('Guest {number}: add-ons (optional)', number)}
                />
                <SelectField
                  register={register}
                  error={fieldErrors?.stylist?.message}
                  name={`guests.${i}.stylist`}
                  label={t('Guest {number}: stylist', number)}
                  empty={t('Any available')}
                  choices={lists.stylists}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  alignSelf="start"
                  onClick={() => removeGuest(i)}
                >
                  <X size={16} aria-hidden />
                  {t('Remove Guest {number}', number)}
                </Button>
              </Stack>
            </Box>
          )
        })}
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
                      label: guests?.[i]?.name || t('Guest {number}', { number: i + 1 }),
                    })),
                  ]}
                />
                <Text fontSize="sm" color="fg.muted">
                  {t('A bridal party is booked at least {days} days ahead.', {
                    days: partyRules.bridalNoticeDays,
                  })}
                  {specialist
                    ? ` ${t('The bride sits with {name}, our bridal specialist, whenever she is free.', { name: specialist })}`
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
