import { Button, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import type { Availability, VisitChoice } from '@/api'
import { t } from '@/lib/i18n/i18n'
import type { WaitlistDialogProps } from './WaitlistDialog'

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
  // What the dialog asks about, as it was when opened: the day's times may change meanwhile.
  const [asked, setAsked] = useState<Omit<WaitlistDialogProps, 'open' | 'onClose'> | null>(null)
  const takenTimes = slots?.filter((s) => s.reason === 'booked').map((s) => s.time) ?? []
  const offered = Boolean(date && visit.service && takenTimes.length)
  const noneFree = !slots?.some((s) => s.available)
  return (
    <>
      {offered && (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm" color="fg.muted">
            {noneFree
              ? t('Every time that day is taken for this visit.')
              : t('Is the time you want taken?')}
          </Text>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              setAsked({ date: date!, visit, visitName, takenTimes, wantedTime: time })
            }
            onPointerEnter={preload}
            onFocus={preload}
          >
            {t('Tell me if a time opens')}
          </Button>
        </Stack>
      )}
      {asked && (
        <Suspense fallback={null}>
          <WaitlistDialog open onClose={() => setAsked(null)} {...asked} />
        </Suspense>
      )}
    </>
  )
}
