import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQueries } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import {
  appointmentsQuery,
  partiesQuery,
  partyStart,
  useAppointments,
  useAskForAppointments,
  type Appointment,
  type AppointmentScope,
  type Party,
} from '@/api'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { t } from '@/lib/i18n/i18n'
import { AppointmentCard } from './AppointmentCard'
import { BalanceBanner } from './BalanceBanner'
import { PartyCard } from './PartyCard'
import { WaitlistSection } from './WaitlistSection'

type Item = { key: string; start: string } & (
  { appointment: Appointment; party?: undefined } | { party: Party; appointment?: undefined }
)

const startKey = (a: Appointment) => `${a.date} ${a.time}`

/** Her visits on their own and her parties, each party one item, in order of their start. */
function itemsOf(appointments: Appointment[], parties: Party[], upcoming: boolean): Item[] {
  const items: Item[] = [
    ...appointments
      .filter((a) => !a.partyId)
      .map((appointment) => ({ key: appointment.id, start: startKey(appointment), appointment })),
    ...parties.map((party) => ({ key: party.id, start: startKey(partyStart(party)), party })),
  ]
  return items.sort((a, b) => (upcoming ? 1 : -1) * a.start.localeCompare(b.start))
}

function AppointmentList({ scope }: { scope: AppointmentScope }) {
  const upcoming = scope === 'upcoming'
  const lists = useQueries({
    queries: [appointmentsQuery(scope), partiesQuery(scope)],
    combine: ([appointments, parties]) => ({
      data:
        appointments.data && parties.data
          ? itemsOf(appointments.data, parties.data, upcoming)
          : undefined,
      isPending: appointments.isPending || parties.isPending,
      isError: appointments.isError || parties.isError,
      refetch: () => Promise.all([appointments.refetch(), parties.refetch()]),
    }),
  })
  return (
    <Stack as="section" gap="5" aria-labelledby={`${scope}-heading`}>
      <Heading as="h2" id={`${scope}-heading`} fontSize="2xl" tabIndex={-1}>
        {upcoming ? t('Upcoming') : t('Past')}
      </Heading>
      <QueryState
        query={lists}
        errorText={t('We could not load your appointments.')}
        skeletonLines={2}
      >
        {(list) =>
          list.length === 0 ? (
            <Stack gap="3" align="flex-start" bg="white" p="6" borderRadius="lg" borderWidth="1px">
              <Text color="fg.muted">
                {upcoming
                  ? t("You don't have any upcoming appointments")
                  : t("You don't have any past appointments")}
              </Text>
              {upcoming && (
                <Button asChild colorPalette="gold" size="sm">
                  <RouterLink to="/booking">{t('Book an Appointment')}</RouterLink>
                </Button>
              )}
            </Stack>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {list.map((item) =>
                item.party ? (
                  <PartyCard key={item.key} party={item.party} />
                ) : (
                  <AppointmentCard key={item.key} appointment={item.appointment} />
                ),
              )}
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
        {/* Shown while a fee is due: it stops a new booking until paid. */}
        <BalanceBanner />
        <AppointmentList scope="upcoming" />
        {/* Shown when she has entries: a time that opened is a notice with a Book button. */}
        <WaitlistSection />
        {upcomingAnswered && <AppointmentList scope="past" />}
      </Stack>
    </Section>
  )
}
