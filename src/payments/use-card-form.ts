import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { isApiError, useAddPaymentMethod, type PaymentMethod } from '@/api'
import { t } from '@/lib/i18n/i18n'
import {
  cardBrandOf,
  cvcLengthOf,
  digitsOf,
  isCvcValid,
  isExpiryCurrent,
  passesLuhn,
} from '@/lib/payments/card-checks'
import { parseExpiry } from './card-input'
import { createCardToken, isProviderError } from './provider-client'

/** What she types. It lives in this form's state only: never stored, sent to the salon or logged. */
export interface CardFields {
  number: string
  expiry: string
  cvc: string
}

const empty: CardFields = { number: '', expiry: '', cvc: '' }

// The messages are English keys, shown through FormField in the page's language.
const rules = {
  number: (value: string) => {
    if (!digitsOf(value)) return 'Please enter your card number'
    return passesLuhn(value) || 'Please check your card number'
  },
  expiry: (value: string) => {
    if (!value.trim()) return 'Please enter the expiry date'
    const expiry = parseExpiry(value)
    if (!expiry) return 'Please enter the expiry as MM / YY'
    return isExpiryCurrent(expiry) || 'This card has expired'
  },
  cvc: (value: string, { number }: CardFields) => {
    if (!value.trim()) return 'Please enter the security code'
    const brand = cardBrandOf(number)
    if (isCvcValid(value, brand)) return true
    return brand === 'amex'
      ? 'The security code on this card has 4 digits'
      : 'The security code has 3 digits'
  },
}

/** Which field a provider's refusal belongs to; the others are the form's. */
const fieldOfProviderCode = {
  incorrect_number: 'number',
  expired_card: 'expiry',
  incorrect_cvc: 'cvc',
} as const satisfies Record<string, keyof CardFields>

/**
 * The card form's state and its save: checked field by field once she leaves a field, then as she
 * corrects it; saved by trading the card for the provider's token, then keeping the token with
 * the salon. What she typed stays when a save fails and is cleared once the card is kept.
 */
export function useCardForm(onSaved: (card: PaymentMethod) => void, makeDefault?: boolean) {
  const form = useForm<CardFields>({ defaultValues: empty, mode: 'onTouched' })
  const brand = cardBrandOf(useWatch({ control: form.control, name: 'number' }))
  const addPaymentMethod = useAddPaymentMethod()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = form.handleSubmit(async ({ number, expiry, cvc }) => {
    const { expMonth, expYear } = parseExpiry(expiry)!
    setRefusal(null)
    setSaving(true)
    try {
      const { token } = await createCardToken({
        number: digitsOf(number),
        expMonth,
        expYear,
        cvc: cvc.trim(),
      })
      const card = await addPaymentMethod.mutateAsync({ token, makeDefault })
      form.reset(empty)
      onSaved(card)
    } catch (error) {
      if (isProviderError(error) && error.code in fieldOfProviderCode) {
        const field = fieldOfProviderCode[error.code as keyof typeof fieldOfProviderCode]
        form.setError(field, { message: error.message }, { shouldFocus: true })
      } else if (isProviderError(error) || isApiError(error)) setRefusal(error.message)
      else setRefusal(t('We could not save the card. Please try again.'))
    } finally {
      setSaving(false)
    }
  })

  return {
    form,
    rules,
    save,
    saving,
    refusal,
    brand,
    cvcLength: cvcLengthOf(brand),
  }
}
