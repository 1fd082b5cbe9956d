import { Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react'
import { CalendarPlus, CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { formatVisitTotal, type Appointment } from '@/api'
import { DetailList } from '@/components/DetailList'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'
import { rewardRows } from '@/lib/points'
import { calendarIcs, downloadFile } from '@/lib/calendar'
import { fullAddress, salon } from '@/lib/salon'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import type { Booked } from './booking-values'

interface BookingConfirmationProps {
  booked: Booked
  onBookAnother: () => void
}

// Where the address goes in the translated sentence; a character no translation contains.
const EMAIL_SLOT = '\u0000'

/** One calendar event per person: a party's file holds each guest's visit too. */
const calendarEventOf = (appointment: Appointment) => ({
  uid: appointment.id,
  title: `${t('{service} at {salon}', { service: appointment.serviceName, salon: salon.name })}${appointment.guest ? ` (${appointment.name})` : ''}`,
  description: t(
    '{name}: {service} with {stylist}. To change it, visit My Appointments or call {phone}.',
    {
      name: appointment.name,
      service: appointment.serviceName,
      stylist: appointment.stylist,
      phone: salon.headerPhone,
    },
  ),
  location: fullAddress,
  date: appointment.date,
  time: appointment.time,
  durationMinutes: appointment.durationMinutes,
})

export function BookingConfirmation({ booked, onBookAnother }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Move focus to the news, so screen-reader and keyboard users land on it.
  useEffect(() => headingRef.current?.focus(), [])
  const people = booked.party ? booked.party.appointments : [booked.appointment]
  const appointment = people[0]!
  // One sentence to translate, the address in bold wherever the language puts it.
  const [beforeEmail, afterEmail = ''] = t(
    'Thank you, {name}. A confirmation email has been sent to {email}.',
    { name: appointment.name, email: EMAIL_SLOT },
  ).split(EMAIL_SLOT)

  const addToCalendar = () =>
    downloadFile(
      'diva-nail-spa-appointment.ics',
      calendarIcs(people.map(calendarEventOf)),
      'text/calendar;charset=utf-8',
    )

  return (
    <Card.Root bg="white" maxW="2xl" mx="auto" textAlign="center">
      <Card.Body gap="6" alignItems="center" py="10">
        <Box color="green.700">
          <CircleCheck size={56} aria-hidden />
        </Box>
        <Heading
          as="h2"
          ref={headingRef}
          tabIndex={-1}
          fontSize={{ base: '2xl', md: '3xl' }}
          outline="none"
        >
          {t('Booking Confirmed!')}
        </Heading>
        <Text color="fg.muted">
          {beforeEmail}
          <Text as="strong" color="fg">
            {appointment.email}
          </Text>
          {afterEmail}
        </Text>
        {booked.party ? (
          <Stack gap="4" width="full" maxW="md" textAlign="left">
            <Text fontWeight="600">{formatLongDate(appointment.date)}</Text>
            <List.Root variant="plain" gap="3" aria-label={t('Your party')}>
              {people.map((person) => (
                <List.Item key={person.id} display="block">
                  <Text fontWeight="600">
                    {person.name}
                    {person.bride ? ` ${t('(the bride)')}` : ''}
                  </Text>
                  <Text fontSize="sm">{person.serviceName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('{time} ET with {stylist}', {
                      time: formatTime(person.time),
                      stylist: person.stylist,
                    })}{' '}
                    · {formatVisitTotal(person.total, person.services)}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
            {booked.party.offer.text && <Text color="green.700">{booked.party.offer.text}</Text>}
            {booked.party.champagne && (
              <Text>{t('Champagne is on us: we will have it ready for your party.')}</Text>
            )}
            {rewardRows(appointment).map(([label, value]) => (
              <Text key={label}>
                {label}: {value}
              </Text>
            ))}
            <Text fontWeight="700">
              {t('Party total: {amount}', { amount: formatPrice(booked.party.total) })}
            </Text>
          </Stack>
        ) : (
          <DetailList
            gap="3"
            textAlign="left"
            width="full"
            maxW="md"
            rows={[
              [
                appointment.services.length > 1 ? t('Services') : t('Service'),
                appointment.serviceName,
              ],
              [
                t('When'),
                t('{date} at {time} ET', {
                  date: formatLongDate(appointment.date),
                  time: formatTime(appointment.time),
                }),
              ],
              [t('Duration'), appointment.duration],
              [t('Stylist'), appointment.stylist],
              ...rewardRows(appointment),
              [t('Total'), formatVisitTotal(appointment.total, appointment.services)],
            ]}
          />
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap" justify="center">
          <Button variant="outline" onClick={addToCalendar}>
            <CalendarPlus size={16} aria-hidden />
            {t('Add to calendar')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/my-appointments">{t('View My Appointments')}</RouterLink>
          </Button>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild variant="ghost">
            <RouterLink to="/">{t('Return to Homepage')}</RouterLink>
          </Button>
          <Button colorPalette="gold" onClick={onBookAnother}>
            {t('Book Another Appointment')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
