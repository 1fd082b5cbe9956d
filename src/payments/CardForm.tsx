import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, type ChangeEvent, type KeyboardEvent, type RefCallback } from 'react'
import type { PaymentMethod } from '@/api'
import { fieldErrorId, FormField } from '@/components/FormField'
import { t } from '@/lib/i18n/i18n'
import { formatExpiryInput, groupCardNumber } from './card-input'
import { cardBrandName } from './card-label'
import { useCardForm, type CardFields } from './use-card-form'

export interface CardFormProps {
  /** Called with the card kept on file, once the salon has it. */
  onSaved: (card: PaymentMethod) => void
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void
  /** Hold new bookings with this card (her first card is her default anyway). */
  makeDefault?: boolean
  /** The id of an error about the card said outside the form, read with the card number. */
  describedBy?: string
  /** The card number's element, for a form around this one to move the focus there. */
  numberRef?: RefCallback<HTMLInputElement>
  /** Told when a save starts and ends, for a form around this one to wait for the card. */
  onSavingChange?: (saving: boolean) => void
}

/**
 * A card typed in: number, expiry and CVC, each checked as she types, saved as the payment
 * provider's token. A group, not a <form>, so it can sit inside another form (the booking form)
 * without submitting it: Enter in a field saves the card.
 */
export function CardForm({
  onSaved,
  onCancel,
  makeDefault,
  describedBy,
  numberRef,
  onSavingChange,
}: CardFormProps) {
  const { form, rules, save, saving, refusal, brand, cvcLength } = useCardForm(onSaved, makeDefault)
  // The end of a save is told on unmount too: the form closes once the card is kept.
  useEffect(() => {
    if (!saving || !onSavingChange) return
    onSavingChange(true)
    return () => onSavingChange(false)
  }, [saving, onSavingChange])
  const { register, formState, trigger, getFieldState } = form
  const id = useId()

  const field = (name: keyof CardFields) => {
    const error = formState.errors[name]?.message
    const controlId = `${id}${name}`
    return { controlId, error, describedBy: error ? fieldErrorId(controlId) : undefined }
  }
  const number = field('number')
  const expiry = field('expiry')
  const cvc = field('cvc')

  // Typing reformats as the card is printed; a changed number may change the CVC's length.
  const numberInput = register('number', {
    validate: rules.number,
    onChange: () => {
      if (getFieldState('cvc').isTouched) void trigger('cvc')
    },
  })
  const expiryInput = register('expiry', { validate: rules.expiry })
  const cvcInput = register('cvc', { validate: rules.cvc })
  const reformat =
    (
      format: (text: string) => string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => unknown,
    ) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value)
      return onChange(event)
    }
  const saveOnEnter = (event: KeyboardEvent) => {
    // In a field only: Enter on Cancel cancels.
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    void save()
  }

  return (
    <Stack gap="4" role="group" aria-label={t('Card details')} onKeyDown={saveOnEnter}>
      <FormField
        label={t('Card number')}
        error={number.error}
        controlId={number.controlId}
        required
      >
        <Input
          {...numberInput}
          ref={(element) => {
            numberInput.ref(element)
            numberRef?.(element)
          }}
          onChange={reformat(groupCardNumber, numberInput.onChange)}
          size="lg"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          placeholder="1234 1234 1234 1234"
          aria-describedby={[`${id}brand`, number.describedBy, describedBy]
            .filter(Boolean)
            .join(' ')}
        />
      </FormField>
      <Text id={`${id}brand`} fontSize="sm" color="fg.muted" aria-live="polite" mt="-2">
        {brand !== 'unknown' && t('Card: {brand}', { brand: cardBrandName(brand) })}
      </Text>
      <HStack gap="4" align="flex-start">
        <FormField
          label={t('Expiry (MM / YY)')}
          error={expiry.error}
          controlId={expiry.controlId}
          required
        >
          <Input
            {...expiryInput}
            onChange={reformat(formatExpiryInput, expiryInput.onChange)}
            size="lg"
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            aria-describedby={expiry.describedBy}
          />
        </FormField>
        <FormField
          label={t('Security code (CVC)')}
          error={cvc.error}
          controlId={cvc.controlId}
          required
        >
          <Input
            {...cvcInput}
            onChange={reformat((text) => text.replace(/\D/g, ''), cvcInput.onChange)}
            size="lg"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={cvcLength}
            aria-describedby={cvc.describedBy}
          />
        </FormField>
      </HStack>
      {refusal && (
        <Text role="alert" color="fg.error" fontWeight="500">
          {refusal}
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <Button
          type="button"
          colorPalette="gold"
          size="lg"
          onClick={() => void save()}
          disabled={saving}
        >
          {saving ? t('Saving card...') : t('Save card')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={saving}>
            {t('Cancel')}
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
