import { Box, Button, Card, DataList, Heading, List, Stack, Text } from '@chakra-ui/react'
import { CalendarPlus, CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { formatVisitTotal, type Appointment } from '@/api'
import { formatPrice } from '@/lib/money'
import { rewardRows } from '@/lib/points'
import { calendarIcs, downloadFile } from '@/lib/calendar'
import { fullAddress, salon } from '@/lib/salon'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import type { Booked } from './BookingForm'

interface BookingConfirmationProps {
  booked: Booked
  onBookAnother: () => void
}

/** One calendar event per person: a party's file holds each guest's visit too. */
const calendarEventOf = (appointment: Appointment) => ({
  uid: appointment.id,
  title: `${appointment.serviceName} at ${salon.name}${appointment.guest ? ` (${appointment.name})` : ''}`,
  description: `${appointment.name}: ${appointment.serviceName} with ${appointment.stylist}. To change it, visit My Appointments or call ${salon.headerPhone}.`,
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
          Booking Confirmed!
        </Heading>
        <Text color="fg.muted">
          Thank you, {appointment.name}. A confirmation email has been sent to{' '}
          <Text as="strong" color="fg">
            {appointment.email}
          </Text>
          .
        </Text>
        {booked.party ? (
          <Stack gap="4" width="full" maxW="md" textAlign="left">
            <Text fontWeight="600">{formatLongDate(appointment.date)}</Text>
            <List.Root variant="plain" gap="3" aria-label="Your party">
              {people.map((person) => (
                <List.Item key={person.id} display="block">
                  <Text fontWeight="600">
                    {person.name}
                    {person.bride ? ' (the bride)' : ''}
                  </Text>
                  <Text fontSize="sm">{person.serviceName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatTime(person.time)} ET with {person.stylist} ·{' '}
                    {formatVisitTotal(person.total, person.services)}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
            {booked.party.offer.text && <Text color="green.700">{booked.party.offer.text}</Text>}
            {booked.party.champagne && (
              <Text>Champagne is on us: we will have it ready for your party.</Text>
            )}
            {rewardRows(appointment).map(([label, value]) => (
              <Text key={label}>
                {label}: {value}
              </Text>
            ))}
            <Text fontWeight="700">Party total: {formatPrice(booked.party.total)}</Text>
          </Stack>
        ) : (
          <DataList.Root orientation="horizontal" gap="3" textAlign="left" width="full" maxW="md">
            {[
              [appointment.services.length > 1 ? 'Services' : 'Service', appointment.serviceName],
              ['When', `${formatLongDate(appointment.date)} at ${formatTime(appointment.time)} ET`],
              ['Duration', appointment.duration],
              ['Stylist', appointment.stylist],
              ...rewardRows(appointment),
              ['Total', formatVisitTotal(appointment.total, appointment.services)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap" justify="center">
          <Button variant="outline" onClick={addToCalendar}>
            <CalendarPlus size={16} aria-hidden />
            Add to calendar
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/my-appointments">View My Appointments</RouterLink>
          </Button>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild variant="ghost">
            <RouterLink to="/">Return to Homepage</RouterLink>
          </Button>
          <Button colorPalette="gold" onClick={onBookAnother}>
            Book Another Appointment
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
