import type { PanelPartProps } from './back-end-view'
import { Listing } from './Listing'

// What the back-end holds, one listing each: reminders, the waitlist, members, parties, visits
// started (to mark missed), sign-in attempts and the outbox.

type ViewProps = Pick<PanelPartProps, 'view'>

export function RemindersListing({ view }: ViewProps) {
  return (
    <Listing id="mock-reminders" title="Pending reminders" empty="No reminder to send.">
      {(view?.reminders ?? []).map((r) => (
        <li key={r.appointmentId}>
          {r.appointmentId} to {r.to}, due {new Date(r.dueAt).toLocaleString()}
        </li>
      ))}
    </Listing>
  )
}

export function WaitlistListing({ view }: ViewProps) {
  return (
    <Listing id="mock-waitlist" title="Waitlist" empty="No one is waiting." ordered>
      {(view?.entries ?? []).map((w) => (
        <li key={w.id}>
          {w.email}: {w.serviceName} on {w.date} at {w.time ?? 'any time'}
          {w.stylist ? ` with ${w.stylist}` : ''}
          {w.openedTime ? ` (told: ${w.openedTime} opened)` : ''}
        </li>
      ))}
    </Listing>
  )
}

export function MembersListing({ view }: ViewProps) {
  return (
    <Listing id="mock-members" title="Diva Rewards members" empty="No one has joined.">
      {(view?.members ?? []).map((m) => (
        <li key={m.email}>
          {m.email}: {m.points} points, {m.completedVisits} visits
          {m.upgradeAvailable ? ', a free upgrade to use' : ''}
        </li>
      ))}
    </Listing>
  )
}

export function PartiesListing({ view }: ViewProps) {
  return (
    <Listing id="mock-parties" title="Parties" empty="No party is booked.">
      {(view?.parties ?? []).map((p) => (
        <li key={p.id}>
          {p.bookedBy}: {p.bridal ? 'bridal party' : p.kind === 'event' ? 'private event' : 'party'}{' '}
          of {p.people.length} on {p.date}:{' '}
          {p.people
            .map(
              (person) =>
                `${person.name}${person.bride ? ' (bride)' : ''} ${person.time} with ${person.stylist}${person.status === 'cancelled' ? ' (cancelled)' : ''}`,
            )
            .join('; ')}
        </li>
      ))}
    </Listing>
  )
}

/** Visits started lately, each a button to mark it missed (a no-show, its fee charged once). */
export function NoShowListing({ control, view, report }: PanelPartProps) {
  return (
    <Listing
      id="mock-no-shows"
      title="Started visits"
      empty="No visit started in the last two days."
    >
      {(view?.started ?? []).map((v) => (
        <li key={v.id}>
          {v.email}: {v.name}, {v.serviceName} on {v.date} at {v.time}
          {v.held ? ' (held by a card)' : ' (no card: no fee)'}{' '}
          <button
            type="button"
            onClick={async () => {
              try {
                await control.markNoShow(v.id)
                report(`${v.id} marked missed.`)
              } catch (error) {
                report(`Not marked: ${(error as Error).message}`)
              }
            }}
          >
            Mark missed
          </button>
        </li>
      ))}
    </Listing>
  )
}

/** Wrong passwords and reset mails counted per address, which a tester can clear. */
export function AttemptsListing({ control, view, report }: PanelPartProps) {
  return (
    <Listing
      id="mock-attempts"
      title="Sign-in attempts"
      empty="No wrong passwords or reset mails counted."
      actions={
        <button
          type="button"
          onClick={async () => {
            await control.clearAuthAttempts()
            report('Sign-in attempts cleared.')
          }}
        >
          Clear attempts
        </button>
      }
    >
      {(view?.attempts ?? []).map((a) => (
        <li key={`${a.kind} ${a.email}`}>
          {a.email}: {a.kind === 'login' ? `${a.count} wrong passwords` : `${a.count} reset mails`}
          {a.lockedUntil ? `, locked until ${new Date(a.lockedUntil).toLocaleString()}` : ''}
        </li>
      ))}
    </Listing>
  )
}

/** Every mail the back-end sent, newest first, each opening on its text. */
export function OutboxListing({ view }: ViewProps) {
  return (
    <Listing id="mock-outbox" title="Outbox" empty="No emails sent yet.">
      {(view?.mails ?? []).map((mail) => (
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
  )
}
