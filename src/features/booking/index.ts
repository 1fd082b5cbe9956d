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
 * The page's code, its date picker's a task ahead: the import helper adds a preload link for
 * every chunk a page needs, twenty here, and all in one task they kept a phone busy for 200 ms.
 * The form's schemas before the page, zod and they each in a task of their own (loadSchemas):
 * evaluated with the page, the three were one task of 90 to 130 ms on a phone.
 */
export async function loadBookingPage() {
  const picker = import('@/components/SalonDatePicker')
  // Its failure is the page's to report, below, not an unhandled rejection meanwhile.
  picker.catch(() => undefined)
  await nextTask()
  await loadSchemas()
  const [page] = await Promise.all([import('./BookingPage'), picker])
  return { Component: page.BookingPage }
}
