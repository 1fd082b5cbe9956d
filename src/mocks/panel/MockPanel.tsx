import { useEffect, useRef, useState, type ReactNode } from 'react'
import type {
  AuthAttempts,
  Backup,
  Fault,
  Latency,
  Member,
  PartySummary,
  MockControl,
  ScenarioName,
} from '../control'
import { networkFaults } from '../control-state'
import type { MailRecord, WaitlistRecord } from '../db/records'

/** The control API as the page reaches it: each call answered by the site's service worker. */
export type MockClient = {
  [K in keyof MockControl]: (
    ...args: Parameters<MockControl[K]>
  ) => Promise<Awaited<ReturnType<MockControl[K]>>>
}

type LatencyChoice = 'spec' | 'none' | 'custom'

/** Offers a kept-aside copy of unreadable data as a file. */
function download(backup: Backup) {
  const url = URL.createObjectURL(new Blob([backup.data], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `${backup.id}.json`,
  })
  link.click()
  URL.revokeObjectURL(url)
}

/** What a call can be made to answer: a status, or what the network does instead. */
const faultChoices = ['500', '503', '400', '401', '404', '409', '422', ...networkFaults]

/** What the panel shows of the back-end, read with one round of control calls. */
interface BackEndView {
  latency: Latency
  routes: string[]
  faults: Fault[]
  storage: 'open' | 'memory' | 'lost'
  now: Date
  scenarios: ScenarioName[]
  mails: MailRecord[]
  kept: Backup[]
  entries: WaitlistRecord[]
  members: Member[]
  parties: PartySummary[]
  reminders: Awaited<ReturnType<MockControl['pendingReminders']>>
  attempts: AuthAttempts[]
}

async function readView(control: MockClient): Promise<BackEndView> {
  const [
    latency,
    routes,
    faults,
    storage,
    now,
    scenarios,
    mails,
    kept,
    entries,
    members,
    parties,
    reminders,
    attempts,
  ] = await Promise.all([
    control.latency(),
    control.routes(),
    control.pendingFaults(),
    control.storage(),
    control.now(),
    control.scenarios(),
    control.outbox(),
    control.backups(),
    control.waitlist(),
    control.members(),
    control.parties(),
    control.pendingReminders(),
    control.authAttempts(),
  ])
  return {
    latency,
    routes,
    faults,
    storage,
    now: new Date(now),
    scenarios,
    mails: [...mails].reverse(),
    kept,
    entries,
    members,
    parties,
    reminders,
    attempts,
  }
}

/** A section of what the back-end holds: the count in its heading, then the items or a hint. */
function Listing({
  id,
  title,
  empty,
  ordered = false,
  actions,
  children,
}: {
  id: string
  title: string
  empty: string
  ordered?: boolean
  /** Shown under the items, when there are some. */
  actions?: ReactNode
  children: ReactNode[]
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        {title} ({children.length})
      </h3>
      {children.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <>
          <List>{children}</List>
          {actions}
        </>
      )}
    </section>
  )
}

/** The "Mock back-end" dialog: data, latency, faults, clock and the outbox, for testers. */
export function MockPanel({ control }: { control: MockClient }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [status, setStatus] = useState('')
  const [scenario, setScenario] = useState<ScenarioName>('returning-client')
  const [view, setView] = useState<BackEndView | null>(null)
  const [custom, setCustom] = useState(800)
  const [call, setCall] = useState('')
  const [answer, setAnswer] = useState('500')
  const [clockAt, setClockAt] = useState('')
  /** Reads the back-end again: settings, the outbox, waitlist, reminders, members and backups. */
  const reload = () =>
    void readView(control).then(
      (next) => setView(next),
      (error: unknown) => setStatus(`The back-end did not answer: ${(error as Error).message}`),
    )

  // Backups are news a tester should not miss: the toggle says when there are some.
  useEffect(reload, [control])

  const latency = view?.latency ?? 'spec'
  const kept = view?.kept ?? []
  const mails = view?.mails ?? []
  const entries = view?.entries ?? []
  const members = view?.members ?? []
  const parties = view?.parties ?? []
  const reminders = view?.reminders ?? []
  const attempts = view?.attempts ?? []
  const fault = { call: call || (view?.routes[0] ?? ''), answer }
  const choice: LatencyChoice = typeof latency === 'number' ? 'custom' : latency
  const setLatency = async (value: Latency) => {
    await control.setLatency(value)
    setStatus(
      `Latency: ${value === 'spec' ? 'as specified' : value === 'none' ? 'none' : `${value} ms`}`,
    )
    reload()
  }
  const changeData = async (action: () => Promise<void>, message: string) => {
    await action()
    setStatus(`${message} Reloading…`)
    window.location.reload()
  }

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
        Mock back-end{kept.length > 0 && ` (${kept.length} backup${kept.length > 1 ? 's' : ''})`}
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

        <section aria-labelledby="mock-data">
          <h3 id="mock-data">Data</h3>
          <div className="row">
            <label>
              Scenario
              <select
                value={scenario}
                onChange={(e) => setScenario(e.target.value as ScenarioName)}
              >
                {(view?.scenarios ?? []).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="primary"
              onClick={() => changeData(() => control.seed(scenario), `Loaded “${scenario}”.`)}
            >
              Load scenario
            </button>
            <button
              type="button"
              onClick={() => changeData(() => control.reset(), 'Everything was reset.')}
            >
              Reset everything
            </button>
          </div>
          <p className="hint">Scenario clients sign in with the password secret123 (see README).</p>
        </section>

        <section aria-labelledby="mock-storage">
          <h3 id="mock-storage">Storage</h3>
          <p className="hint">
            {
              {
                open: 'Data is stored in this browser (IndexedDB) and survives reloads.',
                memory: 'This browser refuses IndexedDB: data lasts until the page is reloaded.',
                lost: 'A newer version of the site took the data over: reload this tab.',
              }[view?.storage ?? 'open']
            }
          </p>
          {kept.length === 0 ? (
            <p className="hint">No backups: all stored data could be read.</p>
          ) : (
            <ul aria-label="Backups">
              {kept.map((backup) => (
                <li key={backup.id}>
                  {backup.reason} ({new Date(backup.savedAt).toLocaleString()}){' '}
                  <button type="button" onClick={() => download(backup)}>
                    Download {backup.id}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="mock-latency">
          <h3 id="mock-latency">Latency</h3>
          <div className="row">
            <label>
              Delay
              <select
                value={choice}
                onChange={(e) => {
                  const value = e.target.value as LatencyChoice
                  void setLatency(value === 'custom' ? custom : value)
                }}
              >
                <option value="spec">As specified</option>
                <option value="none">None</option>
                <option value="custom">Fixed delay</option>
              </select>
            </label>
            {choice === 'custom' && (
              <label>
                Milliseconds
                <input
                  type="number"
                  min={0}
                  max={60000}
                  step={100}
                  value={custom}
                  onChange={(e) => {
                    const ms = Math.max(0, Number(e.target.value) || 0)
                    setCustom(ms)
                    void setLatency(ms)
                  }}
                />
              </label>
            )}
          </div>
        </section>

        <section aria-labelledby="mock-faults">
          <h3 id="mock-faults">Fault injection</h3>
          <div className="row">
            <label>
              Call
              <select value={fault.call} onChange={(e) => setCall(e.target.value)}>
                {(view?.routes ?? []).map((route) => (
                  <option key={route}>{route}</option>
                ))}
              </select>
            </label>
            <label>
              Answer
              <select value={fault.answer} onChange={(e) => setAnswer(e.target.value)}>
                {faultChoices.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={async () => {
                const [method = '', path = ''] = fault.call.split(' ')
                const given = /^\d+$/.test(fault.answer) ? Number(fault.answer) : fault.answer
                await control.failNext(
                  method,
                  path,
                  given as Parameters<MockControl['failNext']>[2],
                )
                setStatus(`The next ${fault.call} will answer ${fault.answer}.`)
                reload()
              }}
            >
              Fail next call
            </button>
          </div>
          <ul aria-label="Queued faults" style={{ marginTop: 8 }}>
            {(view?.faults ?? []).map((f, i) => (
              <li key={i}>
                {f.method} {f.path} → {f.fault}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="mock-clock">
          <h3 id="mock-clock">Clock</h3>
          <div className="row">
            <label>
              Pin the back-end’s clock at
              <input
                type="datetime-local"
                value={clockAt}
                onChange={(e) => setClockAt(e.target.value)}
              />
            </label>
            <button
              type="button"
              disabled={!clockAt}
              onClick={async () => {
                await control.setClock(new Date(clockAt))
                setStatus(`Back-end clock pinned at ${new Date(clockAt).toLocaleString()}.`)
                reload()
              }}
            >
              Pin clock
            </button>
            <button
              type="button"
              onClick={async () => {
                await control.setClock(null)
                setStatus('Back-end clock follows real time.')
                reload()
              }}
            >
              Real time
            </button>
          </div>
          <p className="hint">
            Now, for the back-end: {view?.now.toLocaleString()}. Reminders due are sent when the
            clock moves or the next call is answered.
          </p>
        </section>

        <Listing id="mock-reminders" title="Pending reminders" empty="No reminder to send.">
          {reminders.map((r) => (
            <li key={r.appointmentId}>
              {r.appointmentId} to {r.to}, due {new Date(r.dueAt).toLocaleString()}
            </li>
          ))}
        </Listing>

        <Listing id="mock-waitlist" title="Waitlist" empty="No one is waiting." ordered>
          {entries.map((w) => (
            <li key={w.id}>
              {w.email}: {w.serviceName} on {w.date} at {w.time ?? 'any time'}
              {w.stylist ? ` with ${w.stylist}` : ''}
              {w.openedTime ? ` (told: ${w.openedTime} opened)` : ''}
            </li>
          ))}
        </Listing>

        <Listing id="mock-members" title="Diva Rewards members" empty="No one has joined.">
          {members.map((m) => (
            <li key={m.email}>
              {m.email}: {m.points} points, {m.completedVisits} visits
              {m.upgradeAvailable ? ', a free upgrade to use' : ''}
            </li>
          ))}
        </Listing>

        <Listing id="mock-parties" title="Parties" empty="No party is booked.">
          {parties.map((p) => (
            <li key={p.id}>
              {p.bookedBy}:{' '}
              {p.bridal ? 'bridal party' : p.kind === 'event' ? 'private event' : 'party'} of{' '}
              {p.people.length} on {p.date}:{' '}
              {p.people
                .map(
                  (person) =>
                    `${person.name}${person.bride ? ' (bride)' : ''} ${person.time} with ${person.stylist}${person.status === 'cancelled' ? ' (cancelled)' : ''}`,
                )
                .join('; ')}
            </li>
          ))}
        </Listing>

        <Listing
          id="mock-attempts"
          title="Sign-in attempts"
          empty="No wrong passwords or reset mails counted."
          actions={
            <button
              type="button"
              onClick={async () => {
                await control.clearAuthAttempts()
                setStatus('Sign-in attempts cleared.')
                reload()
              }}
            >
              Clear attempts
            </button>
          }
        >
          {attempts.map((a) => (
            <li key={`${a.kind} ${a.email}`}>
              {a.email}:{' '}
              {a.kind === 'login' ? `${a.count} wrong passwords` : `${a.count} reset mails`}
              {a.lockedUntil ? `, locked until ${new Date(a.lockedUntil).toLocaleString()}` : ''}
            </li>
          ))}
        </Listing>

        <Listing id="mock-outbox" title="Outbox" empty="No emails sent yet.">
          {mails.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  {mail.subject} — to {mail.to}
                </summary>
                <p className="hint">
                  {mail.kind}, {new Date(mail.sentAt).toLocaleString()}
                </p>
                <pre>{mail.body}</pre>
              </details>
            </li>
          ))}
        </Listing>
      </dialog>
    </>
  )
}
