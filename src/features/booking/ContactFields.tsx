import { Grid } from '@chakra-ui/react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { t } from '@/lib/i18n/i18n'
import { InputField } from './BookingFields'
import type { BookingValues } from './booking-values'

interface ContactFieldsProps {
  register: UseFormRegister<BookingValues>
  errors: FieldErrors<BookingValues>
}

/** Who is booking: her name, email and phone. */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  return (
    <>
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
    </>
  )
}
