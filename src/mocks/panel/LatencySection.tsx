import { useState } from 'react'
import type { Latency } from '../control'
import type { PanelPartProps } from './back-end-view'
import { PanelSection } from './PanelSection'

type LatencyChoice = 'spec' | 'none' | 'custom'

/** How long the back-end takes to answer: as the spec says, not at all, or a fixed delay. */
export function LatencySection({ control, view, report }: PanelPartProps) {
  const [custom, setCustom] = useState(800)
  const latency = view?.latency ?? 'spec'
  const choice: LatencyChoice = typeof latency === 'number' ? 'custom' : latency
  const setLatency = async (value: Latency) => {
    await control.setLatency(value)
    report(
      `Latency: ${value === 'spec' ? 'as specified' : value === 'none' ? 'none' : `${value} ms`}`,
    )
  }
  return (
    <PanelSection id="mock-latency" title="Latency">
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
    </PanelSection>
  )
}
