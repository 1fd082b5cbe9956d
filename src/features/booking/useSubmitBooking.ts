import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { FieldPath, UseFormSetError } from 'react-hook-form'
import { isApiError, isSignedOut, paymentKeys, useBookAppointment, useBookParty } from '@/api'
import { totalFeeCents } from '@/api/schemas'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import type { PersonFee } from './booking-fees'
import {
  agreementOf,
  partyRequestOf,
  visitRequestOf,
  type Booked,
  type BookingValues,
} from './booking-values'

interface SubmitOptions {
  /** Each person's fee as the policy states it: she agrees to them all together. */
  fees: readonly PersonFee[]
  setError: UseFormSetError<BookingValues>
  /** The reward and the upgrade as the form shows them: what the booking spends. */
  spend: { useReward: boolean; upgrade: string }
  /** Reads her points again: a refused reward or upgrade means they moved since. */
  refetchRewards: () => unknown
  /** Reads the day's times again: someone took the one she chose. */
  refetchTimes: () => Promise<unknown>
  onBooked: (booked: Booked) => void
}

/**
 * Books what the form holds, alone or as a party, and says how it went: the same confirmation
 * either way, and each refusal under the field it is about, keeping everything she typed.
 */
export function useSubmitBooking({
  fees,
  setError,
  spend,
  refetchRewards,
  refetchTimes,
  onBooked,
}: SubmitOptions) {
  const book = useBookAppointment()
  const bookParty = useBookParty()
  // The nearest free times the back-end offered when the chosen one was taken meanwhile.
  const [nearest, setNearest] = useState<readonly string[]>([])
  // The back-end's words when a balance is due: she pays it here and confirms again.
  const [balanceDue, setBalanceDue] = useState<string | null>(null)
  const queryClient = useQueryClient()

  async function send(values: BookingValues): Promise<Booked> {
    const spent = { useReward: spend.useReward || undefined, upgrade: spend.upgrade || undefined }
    const agreement = agreementOf(values, totalFeeCents(fees))
    if (values.guests.length)
      return {
        party: await bookParty.mutateAsync({ ...partyRequestOf(values, agreement), ...spent }),
      }
    return {
      appointment: await book.mutateAsync({ ...visitRequestOf(values, agreement), ...spent }),
    }
  }

  async function submit(values: BookingValues) {
    setBalanceDue(null)
    try {
      const booked = await send(values)
      // Her own visit: a party's first appointment is hers.
      const own = booked.appointment ?? booked.party.appointments[0]!
      notify(
        'success',
        t('Booking confirmed!'),
        t('Your appointment has been scheduled for {date} at {time}', {
          date: formatLongDate(own.date),
          time: formatTime(own.time),
        }),
      )
      onBooked(booked)
    } catch (error) {
      // The session has ended: it signs her out and sends her to log in, so nothing more here.
      if (isSignedOut(error)) return
      if (isApiError(error, 'BALANCE_DUE')) {
        // Nothing is booked until it is paid: her balance is read again for "Pay now".
        setBalanceDue(error.message)
        void queryClient.invalidateQueries({ queryKey: paymentKeys.payments })
      } else if (isApiError(error, 'CONFLICT')) {
        // Someone took the time meanwhile: keep everything, mark the time, offer the nearest.
        setNearest(error.alternatives)
        await refetchTimes()
        setError('time', { type: 'conflict', message: error.message }, { shouldFocus: true })
      } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        // Bad input, or a refused promo code, reward or upgrade, names its field.
        if ('useReward' in error.fieldErrors || 'upgrade' in error.fieldErrors) refetchRewards()
        // A refused agreement (a card gone or expired meanwhile) is said under the policy.
        const fields = Object.keys(error.fieldErrors)
        if (fields.some((field) => field.startsWith('agreement')))
          void queryClient.invalidateQueries({ queryKey: paymentKeys.methods })
        for (const [field, message] of Object.entries(error.fieldErrors))
          // The contract names the fields by the request's names, which are the form's.
          setError(
            (field.startsWith('agreement') ? 'cardId' : field) as FieldPath<BookingValues>,
            { message },
            { shouldFocus: true },
          )
      } else if (isApiError(error, 'BUSINESS_RULE')) {
        // Any other rule is about when: a closed day, a past time, closing time.
        setError('time', { message: error.message }, { shouldFocus: true })
      } else if (isApiError(error)) {
        // Storage failed, no answer came (even after the retries), or the first try is still
        // under way: its message says so; anything else gets the generic text.
        notify(
          'error',
          t('Booking failed'),
          isApiError(error, 'UNAVAILABLE', 'NETWORK_ERROR', 'IN_PROGRESS')
            ? error.message
            : t('We could not complete your booking. Please try again.'),
        )
      } else throw error
    }
  }

  return {
    submit,
    isPending: book.isPending || bookParty.isPending,
    nearest,
    balanceDue,
    /** She paid her balance: the refusal is gone. */
    clearBalanceDue: () => setBalanceDue(null),
  }
}
