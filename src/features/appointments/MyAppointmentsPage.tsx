import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useAppointments, useAskForAppointments, type AppointmentScope } from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { AppointmentCard } from './AppointmentCard'
import { WaitlistSection } from './WaitlistSection'

function AppointmentList({ scope }: { scope: AppointmentScope }) {
  const appointments = useAppointments(scope)
  const upcoming = scope === 'upcoming'
  return (
    <Stack as="section" gap="5" aria-labelledby={`${scope}-heading`}>
      <Heading as="h2" id={`${scope}-heading`} fontSize="2xl" tabIndex={-1}>
        {upcoming ? 'Upcoming' : 'Past'}
      </Heading>
      <QueryState
        query={appointments}
        errorText="We could not load your appointments."
        skeletonLines={2}
      >
        {(list) =>
          list.length === 0 ? (
            <Stack gap="3" align="flex-start" bg="white" p="6" borderRadius="lg" borderWidth="1px">
              <Text color="fg.muted">
                {upcoming
                  ? "You don't have any upcoming appointments"
                  : "You don't have any past appointments"}
              </Text>
              {upcoming && (
                <Button asChild colorPalette="gold" size="sm">
                  <RouterLink to="/booking">Book an Appointment</RouterLink>
                </Button>
              )}
            </Stack>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {list.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  )
}

export function MyAppointmentsPage() {
  // Both are asked for at once, but the past list is shown once the upcoming one has answered:
  // shown first, it would be pushed down the screen (a layout shift) by the cards above it.
  const upcomingAnswered = !useAppointments('upcoming').isPending
  useAskForAppointments('past')
  return (
    <Section width="5xl">
      <Stack gap="12">
        <AppointmentList scope="upcoming" />
        {/* Shown when she has entries: a time that opened is a notice with a Book button. */}
        <WaitlistSection />
        {upcomingAnswered && <AppointmentList scope="past" />}
      </Stack>
    </Section>
  )
}
