import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { t } from '@/lib/i18n/i18n'
import { AddOnsField, SelectField } from './BookingFields'
import type { BookingChoices } from './booking-choices'
import type { BookingValues } from './booking-values'

interface ServiceFieldsProps {
  register: UseFormRegister<BookingValues>
  errors: FieldErrors<BookingValues>
  choices: BookingChoices
  /** Another service takes other times: the time chosen is cleared. */
  onServiceChange: () => void
}

/** Her visit: a service or package, a second service, add-ons, and a stylist or any. */
export function ServiceFields({ register, errors, choices, onServiceChange }: ServiceFieldsProps) {
  return (
    <>
      <SelectField
        register={register}
        error={errors.service?.message}
        name="service"
        label={t('Service')}
        empty={t('Select a service')}
        choices={choices.main}
        onChange={onServiceChange}
      />
      <SelectField
        register={register}
        error={errors.secondService?.message}
        name="secondService"
        label={t('Second service (optional)')}
        empty={t('None')}
        choices={choices.second}
      />
      <AddOnsField register={register} error={errors.addOns?.message} options={choices.addOns} />
      {/* "Any available" first, then each stylist by name and title, as About lists them. */}
      <SelectField
        register={register}
        error={errors.stylist?.message}
        name="stylist"
        label={t('Stylist')}
        empty={t('Any available')}
        choices={choices.stylists}
      />
    </>
  )
}
