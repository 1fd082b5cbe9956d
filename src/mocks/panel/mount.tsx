import { createRoot } from 'react-dom/client'
import type { MockClient } from './back-end-view'
import { MockPanel } from './MockPanel'
import styles from './panel.css?inline'

// The testers' panel, /mock-panel.js: a script of its own (vite.worker.config.ts) that the head's
// window.salonMocks loads when asked, so no page bundles it. It renders in a root of its own,
// outside the app it inspects, and speaks to the back-end as testers do, through salonMocks.
const style = document.createElement('style')
style.textContent = styles
const host = document.createElement('div')
host.id = 'mock-panel'
document.head.append(style)
document.body.append(host)
createRoot(host).render(<MockPanel control={window.salonMocks as unknown as MockClient} />)
