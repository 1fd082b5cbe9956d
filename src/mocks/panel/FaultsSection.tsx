import { useState } from 'react'
import type { MockControl } from '../control'
import { networkFaults } from '../control-state'
import type { PanelPartProps } from './back-end-view'
import { PanelSection } from './PanelSection'

/** What a call can be made to answer: a status, or what the network does instead. */
const faultChoices = ['500', '503', '400', '401', '404', '409', '422', ...networkFaults]

/** Makes the next call of a route fail, and lists the faults still queued and the overrides. */
export function FaultsSection({ control, view, report }: PanelPartProps) {
  const [call, setCall] = useState('')
  const [answer, setAnswer] = useState('500')
  const fault = { call: call || (view?.routes[0] ?? ''), answer }
  const failNext = async () => {
    const [method = '', path = ''] = fault.call.split(' ')
    const given = /^\d+$/.test(fault.answer) ? Number(fault.answer) : fault.answer
    await control.failNext(method, path, given as Parameters<MockControl['failNext']>[2])
    report(`The next ${fault.call} will answer ${fault.answer}.`)
  }
  return (
    <PanelSection id="mock-faults" title="Fault injection">
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
        <button type="button" onClick={failNext}>
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
      <ul aria-label="Overridden answers">
        {(view?.overrides ?? []).map((o, i) => (
          <li key={i}>
            {o.method} {o.path} → {o.answer.status}
            {o.answer.malformed && ' (malformed)'},{' '}
            {o.remaining === null
              ? 'until reset'
              : `${o.remaining} more time${o.remaining === 1 ? '' : 's'}`}
          </li>
        ))}
      </ul>
    </PanelSection>
  )
}
