import { loadSchemas } from '@/api'
import { nextTask } from '@/lib/idle'
import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const bookingHero: PageHeroProps = {
  title: 'Book Your Appointment',
  description:
    'Book a manicure, pedicure or package at Diva Nail Spa in Chantilly, VA: live availability, instant confirmation.',
  subtitle: 'Choose your service, pick a time that suits you, and we will take care of the rest.',
}

/**
 * The page's code, the form's schemas first: zod and they in tasks of their own (loadSchemas),
 * and the page a task after them (asking for its code adds its files' links, 15 to 27 samples at
 * 4x CPU in the schemas' task); evaluated with the page, the three were one task of 90 to 130 ms
 * on a phone. The date field's calendar is not on the way: it loads once the person acts
 * (SalonDatePicker).
 */
export async function loadBookingPage() {
  await loadSchemas()
  await nextTask()
  const page = await import('./BookingPage')
  return { Component: page.BookingPage }
}
