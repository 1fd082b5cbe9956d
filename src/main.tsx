import '@fontsource/playfair-display/latin-500.css'
import '@fontsource/playfair-display/latin-600.css'
import '@fontsource/playfair-display/latin-700.css'
import '@fontsource-variable/inter/wght.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { holdRequestsUntil } from './api/client'
import { App } from './app/App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The mock back-end loads in its own chunk after the app starts rendering; API requests wait
// for it. The condition is static, so VITE_API_MOCKING=off leaves no mock code in the bundle.
if (import.meta.env.VITE_API_MOCKING !== 'off') {
  holdRequestsUntil(import('./mocks/browser').then((mocks) => mocks.startMockBackend()))
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
