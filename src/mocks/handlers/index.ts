import { endpointList, endpoints } from '@/api/schemas/contract'
import { apiHandler, route, type Resolvers } from '../http'
import { appointmentResolvers } from './appointments'
import { authResolvers } from './auth'
import { catalogueResolvers } from './catalogue'
import { messageResolvers } from './messages'
import { openApiRoutes } from './openapi'
import { sendDueReminders } from './reminders'
import { waitlistResolvers } from './waitlist'

/** One resolver per endpoint of the contract table (the type says when one is missing). */
const resolvers: Resolvers = {
  ...authResolvers,
  ...catalogueResolvers,
  ...appointmentResolvers,
  ...messageResolvers,
  ...waitlistResolvers,
}

/** Every call of the contract; the same list serves the browser worker and msw/node. */
export const handlers = [
  apiHandler(
    [
      ...endpointList.map(([name]) => route(endpoints[name], resolvers[name] as never)),
      ...openApiRoutes,
    ],
    sendDueReminders,
  ),
]
