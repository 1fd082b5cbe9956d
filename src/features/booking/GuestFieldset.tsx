import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { X } from 'lucide-react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { t } from '@/lib/i18n/i18n'
import { AddOnsField, InputField, SelectField } from './BookingFields'
import type { BookingChoices } from './booking-choices'
import type { BookingValues, GuestDraft } from './booking-values'

interface GuestFieldsetProps {
  /** Her place in the list, from 0: she is "Guest {index + 1}". */
  index: number
  /** Her name as typed so far. */
  name: string
  register: UseFormRegister<BookingValues>
  errors: FieldErrors<GuestDraft> | undefined
  lists: Pick<BookingChoices, 'main' | 'second' | 'addOns' | 'stylists'>
  onRemove: () => void
}

/** One guest: her name, an email for her own confirmation, her services and her stylist. */
export function GuestFieldset({
  index: i,
  name,
  register,
  errors,
  lists,
  onRemove,
}: GuestFieldsetProps) {
  const number = { number: i + 1 }
  return (
    <Box as="fieldset" borderTopWidth="1px" borderColor="border.muted" pt="4">
      <HStack as="legend" justify="space-between" width="full" mb="3">
        <Text fontWeight="600">
          {name ? t('Guest {number}: {name}', { ...number, name }) : t('Guest {number}', number)}
        </Text>
      </HStack>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <InputField
            register={register}
            name={`guests.${i}.name`}
            label={t('Guest {number}: name', number)}
            error={errors?.name?.message}
            autoComplete="off"
          />
          <InputField
            register={register}
            name={`guests.${i}.email`}
            label={t('Guest {number}: email (optional)', number)}
            error={errors?.email?.message}
            type="email"
            autoComplete="off"
            inputMode="email"
          />
        </Grid>
        <SelectField
          register={register}
          error={errors?.service?.message}
          name={`guests.${i}.service`}
          label={t('Guest {number}: service', number)}
          empty={t('Select a service')}
          choices={lists.main}
        />
        <SelectField
          register={register}
          error={errors?.secondService?.message}
          name={`guests.${i}.secondService`}
          label={t('Guest {number}: second service (optional)', number)}
          empty={t('None')}
          choices={lists.second}
        />
        <AddOnsField
          register={register}
          error={errors?.addOns?.message}
          options={lists.addOns}
          name={`guests.${i}.addOns`}
          legend={t('Guest {number}: add-ons (optional)', number)}
        />
        <SelectField
          register={register}
          error={errors?.stylist?.message}
          name={`guests.${i}.stylist`}
          label={t('Guest {number}: stylist', number)}
          empty={t('Any available')}
          choices={lists.stylists}
        />
        <Button type="button" variant="outline" size="sm" alignSelf="start" onClick={onRemove}>
          <X size={16} aria-hidden />
          {t('Remove Guest {number}', number)}
        </Button>
      </Stack>
    </Box>
  )
}
