import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useBookingOptions, type Appointment } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { useSession } from '@/features/auth'
import { BookingConfirmation } from './BookingConfirmation'
import { BookingForm } from './BookingForm'
import { PolicyNotes } from './PolicyNotes'

export function BookingPage() {
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  const options = useBookingOptions()
  const [booked, setBooked] = useState<Appointment | null>(null)
  // What the visitor came with (?service= from Book Service/Package/Again, ?promo= from an
  // offer); "Book Another Appointment" starts a fresh form without it.
  const [prefill, setPrefill] = useState(() => ({
    service: params.get('service'),
    promo: params.get('promo'),
  }))
  const [formKey, setFormKey] = useState(0)

  return (
    <>
      <Section width="6xl">
        {booked ? (
          <BookingConfirmation
            appointment={booked}
            onBookAnother={() => {
              setBooked(null)
              setPrefill({ service: null, promo: null })
              setFormKey((k) => k + 1)
              setParams({}, { replace: true })
            }}
          />
        ) : (
          <QueryState
            query={options}
            errorText="We could not load our services. Please try again."
            skeletonLines={6}
          >
            {(list) => {
              const wanted = prefill.service
              return (
                <BookingForm
                  key={formKey}
                  options={list}
                  onBooked={(appointment) => {
                    setBooked(appointment)
                    window.scrollTo({ top: 0 })
                  }}
                  defaults={{
                    name: user?.name ?? '',
                    email: user?.email.includes('@') ? user.email : '',
                    service: list.some((o) => o.value === wanted) ? wanted! : '',
                    promoCode: prefill.promo ?? '',
                  }}
                />
              )
            }}
          </QueryState>
        )}
      </Section>
      <Section bg="bg.subtle" title="Before You Visit">
        <PolicyNotes />
      </Section>
    </>
  )
}
