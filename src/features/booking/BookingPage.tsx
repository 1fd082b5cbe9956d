import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { bookingOptionsQuery, stylistsQuery } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { BookingConfirmation } from './BookingConfirmation'
import { BookingForm } from './BookingForm'
import { PolicyNotes } from './PolicyNotes'
import type { Booked } from './booking-values'

export function BookingPage() {
  const [params, setParams] = useSearchParams()
  // The form offers the booking options and the team: both, or a message and Retry.
  const catalogue = useQueries({
    queries: [bookingOptionsQuery(), stylistsQuery()],
    combine: ([options, stylists]) => ({
      data:
        options.data && stylists.data
          ? { options: options.data, stylists: stylists.data }
          : undefined,
      isPending: options.isPending || stylists.isPending,
      isError: options.isError || stylists.isError,
      refetch: () => Promise.all([options.refetch(), stylists.refetch()]),
    }),
  })
  const [booked, setBooked] = useState<Booked | null>(null)
  // What the visitor came with (the form reads it: useBookingDefaults); "Book Another
  // Appointment" starts a fresh form.
  const [prefill, setPrefill] = useState(() => new URLSearchParams(params))
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <Section width="6xl">
        {booked ? (
          <BookingConfirmation
            booked={booked}
            onBookAnother={() => {
              setBooked(null)
              setPrefill(new URLSearchParams())
              setFormKey((k) => k + 1)
              setParams({}, { replace: true })
            }}
          />
        ) : (
          <QueryState
            query={catalogue}
            errorText={t('We could not load our services. Please try again.')}
            skeletonLines={6}
          >
            {({ options, stylists }) => (
              <BookingForm
                key={formKey}
                options={options}
                stylists={stylists}
                prefill={prefill}
                onBooked={(what) => {
                  setBooked(what)
                  window.scrollTo({ top: 0 })
                }}
              />
            )}
          </QueryState>
        )}
      </Section>
      <Section bg="bg.subtle" title={t('Before You Visit')}>
        <PolicyNotes />
      </Section>
    </>
  )
}
