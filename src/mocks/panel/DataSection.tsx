import { useState } from 'react'
import type { ScenarioName } from '../control'
import type { MockClient } from './back-end-view'
import { PanelSection } from './PanelSection'

/** Loads a scenario or resets everything, then reloads the page onto the new data. */
export function DataSection({
  control,
  scenarios,
  setStatus,
}: {
  control: MockClient
  scenarios: ScenarioName[]
  setStatus: (message: string) => void
}) {
  const [scenario, setScenario] = useState<ScenarioName>('returning-client')
  const changeData = async (action: () => Promise<void>, message: string) => {
    await action()
    setStatus(`${message} Reloading…`)
    window.location.reload()
  }
  return (
    <PanelSection id="mock-data" title="Data">
      <div className="row">
        <label>
          Scenario
          <select value={scenario} onChange={(e) => setScenario(e.target.value as ScenarioName)}>
            {scenarios.map((name) => (
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
    </PanelSection>
  )
}
