import { Button, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import type { Availability, VisitChoice } from '@/api'

const loadDialog = () => import('./WaitlistDialog')
const WaitlistDialog = lazy(() => loadDialog().then((m) => ({ default: m.WaitlistDialog })))
const preload = () => void loadDialog().catch(() => undefined)

interface WaitlistOfferProps {
  date: string | undefined
  visit: VisitChoice
  visitName: string
  slots: Availability['slots'] | undefined
  /** The time chosen, or refused as just taken. */
  time: string
}

/** "Tell me if a time opens", offered once the day has a time taken for the visit. */
export function WaitlistOffer({ date, visit, visitName, slots, time }: WaitlistOfferProps) {
  const [open, setOpen] = useState(false)
  const takenTimes = slots?.filter((s) => s.reason === 'booked').map((s) => s.time) ?? []
  if (!date || !visit.service || !takenTimes.length) return null
  const noneFree = !slots?.some((s) => s.available)
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {noneFree ? 'Every time that day is taken for this visit.' : 'Is the time you want taken?'}
      </Text>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Tell me if a time opens
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WaitlistDialog
            open
            onClose={() => setOpen(false)}
            date={date}
            visit={visit}
            visitName={visitName}
            takenTimes={takenTimes}
            wantedTime={time}
          />
        </Suspense>
      )}
    </Stack>
  )
}
