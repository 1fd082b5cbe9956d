import { useEffect, useRef, useState } from 'react'
import { readView, type BackEndView, type MockClient } from './back-end-view'
import { ClockSection } from './ClockSection'
import { DataSection } from './DataSection'
import { FaultsSection } from './FaultsSection'
import { LatencySection } from './LatencySection'
import {
  AttemptsListing,
  MembersListing,
  NoShowListing,
  OutboxListing,
  PartiesListing,
  RemindersListing,
  WaitlistListing,
} from './listings'
import { StorageSection } from './StorageSection'

/** The "Mock back-end" dialog: data, latency, faults, clock and the outbox, for testers. */
export function MockPanel({ control }: { control: MockClient }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [status, setStatus] = useState('')
  const [view, setView] = useState<BackEndView | null>(null)
  /** Reads the back-end again: settings, the outbox, waitlist, reminders, members and backups. */
  const reload = () =>
    void readView(control).then(
      (next) => setView(next),
      (error: unknown) => setStatus(`The back-end did not answer: ${(error as Error).message}`),
    )
  const report = (message: string) => {
    setStatus(message)
    reload()
  }

  // Backups are news a tester should not miss: the toggle says when there are some.
  useEffect(reload, [control])

  const backups = view?.kept.length ?? 0
  const part = { control, view, report }
  return (
    <>
      <button
        type="button"
        className="mock-panel-toggle"
        onClick={() => {
          reload()
          dialog.current?.showModal()
        }}
      >
        Mock back-end{backups > 0 && ` (${backups} backup${backups > 1 ? 's' : ''})`}
      </button>
      <dialog ref={dialog} className="mock-panel" aria-labelledby="mock-panel-title">
        <header>
          <h2 id="mock-panel-title">Mock back-end</h2>
          <button type="button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </header>
        <p role="status" style={{ margin: 0, padding: '8px 18px 0' }}>
          {status}
        </p>
        <DataSection control={control} scenarios={view?.scenarios ?? []} setStatus={setStatus} />
        <StorageSection view={view} />
        <LatencySection {...part} />
        <FaultsSection {...part} />
        <ClockSection {...part} />
        <RemindersListing view={view} />
        <WaitlistListing view={view} />
        <MembersListing view={view} />
        <PartiesListing view={view} />
        <NoShowListing {...part} />
        <AttemptsListing {...part} />
        <OutboxListing view={view} />
      </dialog>
    </>
  )
}
