import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The same handlers as the browser worker, for vitest. */
export const server = setupServer(...handlers)
export { control } from './control'
