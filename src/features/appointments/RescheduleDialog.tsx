import { Button, Field, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  appointmentKeys,
  isApiError,
  isSignedOut,
  comingTo,
  formMessages,
  partyStart,
  personVisitOf,
  useAvailability,
  usePartyAvailability,
  useRescheduleAppointment,
  useRescheduleParty,
  visitOf,
  type Appointment,
  type Party,
} from '@/api'
import { FormDialog } from '@/components/FormDialog'
import { NearestFreeTimes } from '@/components/NearestFreeTimes'
import { SalonDatePicker } from '@/components/SalonDatePicker'
import { TimeSlotSelect } from '@/components/TimeSlotSelect'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'
import { formatLongDate, formatTime } from '@/lib/salon-time'
import { isInsideNotice } from './late-fee'

type RescheduleDialogProps = {
  open: boolean
  onClose: () => void
  /** Opens the cancel dialog: offered when the notice has begun meanwhile on a held visit. */
  onCancelInstead?: () => void
} & (
  | { appointment: Appointment; party?: undefined }
  /** A whole party, moved together to a time that fits everyone still coming. */
  | { party: Party; appointment?: undefined }
)

/** Moves an appointment, or a whole party, in one step, over the same availability as booking. */
export function RescheduleDialog({
  appointment: visit,
  party,
  open,
  onClose,
  onCancelInstead,
}: RescheduleDialogProps) {
  const coming = party ? comingTo(party) : []
  const appointment = visit ?? partyStart(party)
  const [date, setDate] = useState(appointment.date)
  const [time, setTime] = useState('')
  const [problem, setProblem] = useState<{
    message: string
    alternatives: string[]
    /** Refused inside the notice, held by her card: the refusal offers a late cancellation. */
    late?: boolean
  } | null>(null)
  const held = party ? coming.every((a) => a.hold) : Boolean(appointment.hold)
  const alone = useAvailability(
    open && !party ? date : undefined,
    visitOf(appointment),
    appointment.id,
  )
  const together = usePartyAvailability(
    {
      date,
      people: coming.map((a) => personVisitOf({ ...visitOf(a), bride: a.bride })),
      bridal: party?.bridal || undefined,
      exclude: party?.id,
    },
    open && Boolean(party),
  )
  const availability = party ? together : alone
  const slots = party
    ? together.data?.slots.map(({ seats: _seats, ...slot }) => slot)
    : alone.data?.slots
  const queryClient = useQueryClient()
  const moveVisit = useRescheduleAppointment()
  const moveParty = useRescheduleParty()
  const reschedule = party ? moveParty : moveVisit
  // Where the visit is now, as the dialog's first words say.
  const now = {
    date: formatLongDate(appointment.date),
    time: formatTime(appointment.time),
    stylist: appointment.stylist,
    duration: appointment.duration,
  }
  // The label names the calendar's button, so a press on "New date" opens it too.
  const dateId = useId()

  function save() {
    if (!time) {
      setProblem({ message: translate(formMessages.timeMissing), alternatives: [] })
      return
    }
    const handlers = {
      onSuccess: (moved: { date: string; time: string }) => {
        const when = { date: formatLongDate(moved.date), time: formatTime(moved.time) }
        notify(
          'success',
          party ? t('Party rescheduled') : t('Appointment rescheduled'),
          party
            ? t('Your party is now on {date} at {time}', when)
            : t('Your appointment is now on {date} at {time}', when),
        )
        onClose()
      },
      onError: (error: Error) => {
        // A 401 has ended the session, which says so itself.
        if (isSignedOut(error)) return
        if (isApiError(error, 'CONFLICT', 'BUSINESS_RULE')) {
          // Held by her card and inside the notice by now: the refusal offers the cancellation,
          // and her visits are read again to show it (its fee, no more Reschedule).
          const late = isApiError(error, 'BUSINESS_RULE') && held && isInsideNotice(appointment)
          setProblem({ message: error.message, alternatives: error.alternatives, late })
          if (late) {
            void queryClient.invalidateQueries({ queryKey: appointmentKeys.all })
            void queryClient.invalidateQueries({ queryKey: appointmentKeys.parties })
          }
          void availability.refetch()
        } else {
          setProblem({
            message: isApiError(error, 'NETWORK_ERROR')
              ? error.message
              : t('We could not move your appointment. Please try again.'),
            alternatives: [],
          })
        }
      },
    }
    if (party)
      moveParty.mutate(
        { id: party.id, date, time },
        {
          ...handlers,
          onSuccess: (moved) =>
            handlers.onSuccess(moved.appointments.find((a) => a.status !== 'cancelled')!),
        },
      )
    else moveVisit.mutate({ id: appointment.id, date, time }, handlers)
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={
        party
          ? t('Reschedule your party')
          : t('Reschedule {service}', { service: appointment.serviceName })
      }
      dismissLabel={t('Keep current time')}
      actionLabel={t('Save new time')}
      busyLabel={t('Saving...')}
      busy={reschedule.isPending}
      onAction={save}
    >
      <Stack gap="4">
        {party ? (
          <Text fontSize="sm" color="fg.muted">
            {t(
              'Currently {date} at {time} ET. The times shown fit all {count} of you, each with her stylist.',
              { ...now, count: coming.length },
            )}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {appointment.stylistChosen
              ? t(
                  "Currently {date} at {time} ET with {stylist}, {duration}. The times shown are {stylist}'s.",
                  now,
                )
              : t('Currently {date} at {time} ET with {stylist}, {duration}.', now)}
          </Text>
        )}
        <Field.Root id={dateId}>
          <Field.Label>{t('New date')}</Field.Label>
          <SalonDatePicker
            id={dateId}
            label={t('New date')}
            portalled={false}
            value={date}
            onChange={(value) => {
              setDate(value)
              setTime('')
              setProblem(null)
            }}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t('New time')}</Field.Label>
          <TimeSlotSelect
            value={time}
            onChange={(value) => {
              setTime(value)
              setProblem(null)
            }}
            slots={slots}
            loading={availability.isFetching}
            invalid={Boolean(problem)}
          />
          {problem && <Field.ErrorText>{problem.message}</Field.ErrorText>}
        </Field.Root>
        {problem?.late && onCancelInstead && (
          <Button
            variant="outline"
            colorPalette="red"
            size="lg"
            alignSelf="flex-start"
            onClick={onCancelInstead}
          >
            {party ? t('Cancel the party instead') : t('Cancel instead')}
          </Button>
        )}
        <NearestFreeTimes
          times={problem?.alternatives ?? []}
          onPick={(time) => {
            setTime(time)
            setProblem(null)
          }}
        />
      </Stack>
    </FormDialog>
  )
}
