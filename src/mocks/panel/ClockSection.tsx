import { useState } from 'react'
import type { PanelPartProps } from './back-end-view'
import { PanelSection } from './PanelSection'

/** Pins the back-end's clock at a moment, or lets it follow real time. */
export function ClockSection({ control, view, report }: PanelPartProps) {
  const [clockAt, setClockAt] = useState('')
  return (
    <PanelSection id="mock-clock" title="Clock">
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
            report(`Back-end clock pinned at ${new Date(clockAt).toLocaleString()}.`)
          }}
        >
          Pin clock
        </button>
        <button
          type="button"
          onClick={async () => {
            await control.setClock(null)
            report('Back-end clock follows real time.')
          }}
        >
          Real time
        </button>
      </div>
      <p className="hint">
        Now, for the back-end: {view?.now.toLocaleString()}. Reminders due are sent when the clock
        moves or the next call is answered.
      </p>
    </PanelSection>
  )
}
