import type { Faq, SpecialEvent, Testimonial } from '@/api/schemas'

// The pages' words about the salon: its clients' reviews, its special events and the FAQ.

export const testimonials: Testimonial[] = [
  {
    id: 't1',
    name: 'Jessica M.',
    review:
      'The most relaxing hour of my month. My gel manicure lasted a full three weeks without a single chip.',
    rating: 5,
  },
  {
    id: 't2',
    name: 'Priya S.',
    review: 'Spotless, calm and so welcoming. Grace’s spa pedicure is worth every penny.',
    rating: 5,
  },
  {
    id: 't3',
    name: 'Amanda R.',
    review:
      'Mia painted the most delicate florals for my wedding. Every guest asked where I had my nails done.',
    rating: 5,
  },
]

export const specialEvents: SpecialEvent[] = [
  {
    id: 'private-events',
    title: 'Private Parties',
    description:
      'Celebrate with friends: groups of 5 or more enjoy complimentary champagne and 10% off every service.',
    date: 'Available any day; book at least 1 week in advance',
  },
  {
    id: 'bridal',
    title: 'Bridal Packages',
    description:
      'Manicures and pedicures for the bride and her party, with a trial session and on-the-day touch-ups.',
    date: 'Available year-round; book at least 2 weeks in advance',
  },
]

export const faqs: Faq[] = [
  {
    id: 'booking',
    question: 'Do I need an appointment?',
    answer:
      'Appointments are recommended, especially on weekends. Book online any time, or call us; we welcome walk-ins whenever a technician is free.',
  },
  {
    id: 'cancellation',
    question: 'What is your cancellation policy?',
    answer:
      'Please give us at least 24 hours’ notice to cancel or reschedule. Late cancellations and no-shows may be charged a fee of 50% of the service price.',
  },
  {
    id: 'gel-duration',
    question: 'How long does a gel manicure last?',
    answer:
      'A gel manicure typically lasts 2-3 weeks without chipping, depending on your nail growth and daily activities.',
  },
  {
    id: 'hygiene',
    question: 'How do you keep tools clean?',
    answer:
      'Metal tools are sterilised in a medical-grade autoclave after every client; files and buffers are single-use, and pedicure tubs are pipeless and disinfected between guests.',
  },
  {
    id: 'gift-cards',
    question: 'Do you offer gift cards?',
    answer:
      'Yes. Gift cards for any amount or service are available at the front desk and make a lovely present.',
  },
]
