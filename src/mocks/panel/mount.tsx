import { createRoot } from 'react-dom/client'
import type { MockControl } from '../control'
import { MockPanel } from './MockPanel'

/** Renders the panel in a root of its own, outside the app it inspects. */
export function mountMockPanel(control: MockControl) {
  const host = document.createElement('div')
  host.id = 'mock-panel'
  document.body.append(host)
  createRoot(host).render(<MockPanel control={control} />)
}
