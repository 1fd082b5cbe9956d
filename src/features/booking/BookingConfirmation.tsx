import { Box, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react'
import { CalendarPlus, CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { formatVisitTotal, type Appointment } from '@/api'
import { rewardRows } from '@/lib/points'
import { appointmentIcs, downloadFile } from '@/lib/calendar'
import { fullAddress, salon } from '@/lib/salon'
import { formatLongDate, formatTime } from '@/lib/salon-time'

interface BookingConfirmationProps {
  appointment: Appointment
  onBookAnother: () => void
}

export function BookingConfirmation({ appointment, onBookAnother }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Move focus to the news, so screen-reader and keyboard users land on it.
  useEffect(() => headingRef.current?.focus(), [])

  const addToCalendar = () =>
    downloadFile(
      'diva-nail-spa-appointment.ics',
      appointmentIcs({
        uid: appointment.id,
        title: `${appointment.serviceName} at ${salon.name}`,
        description: `${appointment.serviceName} with ${appointment.stylist}. To change it, visit My Appointments or call ${salon.headerPhone}.`,
        location: fullAddress,
        date: appointment.date,
        time: appointment.time,
        durationMinutes: appointment.durationMinutes,
      }),
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
