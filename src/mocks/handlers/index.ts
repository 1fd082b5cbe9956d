import { appointmentHandlers } from './appointments'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { messageHandlers } from './messages'
import { openApiHandlers } from './openapi'

/** Every call of the contract; the same list serves the browser worker and msw/node. */
export const handlers = [
  ...authHandlers,
  ...catalogueHandlers,
  ...appointmentHandlers,
  ...messageHandlers,
  ...openApiHandlers,
]
