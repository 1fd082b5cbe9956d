import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { CalendarDays, LogOut } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { useAppointments, type Appointment } from '@/api'
import { QueryState } from '@/components/QueryState'
import { useLogout, useSession } from '@/features/auth'
import { formatMonthYear, formatShortDate } from '@/lib/dates'
import { pageLanguage, t, type MessageId } from '@/lib/i18n/i18n'
import { formatTime } from '@/lib/salon-time'
import { BirthdaySetting } from './BirthdaySetting'
import { LanguageSetting } from './LanguageSetting'
import { PaymentsCard } from './PaymentsCard'
import { ReminderSetting } from './ReminderSetting'
import { RewardsCard } from './RewardsCard'

const RECENT_COUNT = 3
/** A visit's status as its badge says it: in English the status itself, capitalised by CSS. */
const statusLabel: Record<Appointment['status'], MessageId> = {
  upcoming: 'upcoming',
  completed: 'completed',
  cancelled: 'cancelled',
  missed: 'missed',
}
/** A visit that did not happen reads in red. */
const missedOrCancelled = new Set<Appointment['status']>(['cancelled', 'missed'])

export function ProfilePage() {
  const { user } = useSession()
  const logout = useLogout()
  const past = useAppointments('past')
  if (!user) return null

  return (
    <Container maxW="5xl" py={{ base: '10', md: '14' }}>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="8">
        <Card.Root gridColumn={{ md: 'span 2' }} bg="white">
          <Card.Body gap="5">
            <Box>
              <Heading as="h2" fontSize="2xl" wordBreak="break-word">
                {user.name}
              </Heading>
              <Text color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
            </Box>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('Member Since')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatMonthYear(user.createdAt) || '—'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('Account Type')}</DataList.ItemLabel>
                <DataList.ItemValue>{t('Standard')}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <ReminderSetting />
            <BirthdaySetting />
            <LanguageSetting />
            <Button variant="outline" onClick={logout} alignSelf="flex-start">
              <LogOut size={16} aria-hidden />
              {t('Log out')}
            </Button>
          </Card.Body>
        </Card.Root>

        <Card.Root gridColumn={{ md: 'span 3' }} bg="white">
          <Card.Header>
            <Heading as="h2" fontSize="xl">
              {t('Recent Appointments')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <QueryState query={past} errorText={t('We could not load your recent appointments.')}>
              {(all) => {
                // Her own visits: a guest's visit in her party is the guest's.
                const appointments = all.filter((a) => !a.guest)
                return appointments.length === 0 ? (
                  <Stack gap="3" align="flex-start">
                    <Text color="fg.muted">{t('You have no recent appointments.')}</Text>
                    <Button asChild colorPalette="gold" size="sm">
                      <RouterLink to="/booking">{t('Book an Appointment')}</RouterLink>
                    </Button>
                  </Stack>
                ) : (
                  <Stack gap="3">
                    <Stack as="ul" listStyleType="none" gap="3">
                      {appointments.slice(0, RECENT_COUNT).map((a) => (
                        <HStack
                          as="li"
                          key={a.id}
                          justify="space-between"
                          borderBottomWidth="1px"
                          pb="3"
                          gap="4"
                        >
                          <HStack gap="3">
                            <CalendarDays size={18} aria-hidden />
                            <Box>
                              <Text fontWeight="600">{a.serviceName}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {t('{date} at {time} ET', {
                                  date: formatShortDate(a.date),
                                  time: formatTime(a.time),
                                })}
                              </Text>
                            </Box>
                          </HStack>
                          <Badge
                            colorPalette={missedOrCancelled.has(a.status) ? 'red' : 'green'}
                            // The other languages' words are written as they are to read.
                            textTransform={pageLanguage() === 'en' ? 'capitalize' : undefined}
                          >
                            {t(statusLabel[a.status])}
                          </Badge>
                        </HStack>
                      ))}
                    </Stack>
                    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
                      <RouterLink to="/my-appointments">{t('See all appointments')}</RouterLink>
                    </Link>
                  </Stack>
                )
              }}
            </QueryState>
          </Card.Body>
        </Card.Root>

        <RewardsCard />
        <PaymentsCard />
      </SimpleGrid>
    </Container>
  )
}
