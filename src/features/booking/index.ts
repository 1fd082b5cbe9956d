import { loadSchemas } from '@/api'
import type { PageHeroProps } from '@/components/PageHero'

/** Drawn by the guard above the page, and above its spinner while a stored session is read. */
export const bookingHero: PageHeroProps = {
  title: 'Book Your Appointment',
  description:
    'Book a manicure, pedicure or package at Diva Nail Spa in Chantilly, VA: live availability, instant confirmation.',
  subtitle: 'Choose your service, pick a time that suits you, and we will take care of the rest.',
}

/**
 * The page's code, the form's schemas first: zod and they each in a task of their own
 * (loadSchemas); evaluated with the page, the three were one task of 90 to 130 ms on a phone.
 * The date field's calendar is not on the way: it loads once the person acts (SalonDatePicker).
 */
export async function loadBookingPage() {
  await loadSchemas()
  const page = await import('./BookingPage')
  return { Component: page.BookingPage }
}
