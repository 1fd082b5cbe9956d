import { endpointList, endpoints, type EndpointName } from '@/api/schemas/contract'
import { apiHandler, route, type Resolvers } from '../http'
import { appointmentResolvers } from './appointments'
import { authResolvers } from './auth'
import { catalogueResolvers } from './catalogue'
import { messageResolvers } from './messages'
import { partyResolvers } from './parties'
import { paymentMethodResolvers } from './payment-methods'
import { paymentResolvers } from './payments'
import { openApiRoutes } from './openapi'
import { read } from '../db/store'
import { providerHandlers } from '../provider'
import { creditDoneVisits, hasDoneVisits } from '../domain/points'
import { hasDueReminders } from '../domain/reminders'
import { sendDueReminders } from './reminders'
import { rewardResolvers } from './rewards'
import { waitlistResolvers } from './waitlist'

/** One resolver per endpoint of the contract table (the type says when one is missing). */
const resolvers: Resolvers = {
  ...authResolvers,
  ...catalogueResolvers,
  ...partyResolvers,
  ...appointmentResolvers,
  ...messageResolvers,
  ...waitlistResolvers,
  ...rewardResolvers,
  ...paymentResolvers,
  ...paymentMethodResolvers,
}

/** The route of one endpoint of the table, answered by its resolver. */
const routeOf = <N extends EndpointName>(name: N) => route(endpoints[name], resolvers[name])

/** What the back-end does on its own before it answers a call: credit visits done, send reminders. */
export async function settleDue(): Promise<void> {
  // Looked at once on the latest data (another tab may have done it already); each writes only
  // when it has something to do, and looks again inside its write.
  const due = await read(() => ({ visits: hasDoneVisits(), reminders: hasDueReminders() }))
  if (due.visits) await creditDoneVisits()
  if (due.reminders) await sendDueReminders()
}

/**
 * Every call of the contract, and the simulated payment provider's beside it; the same list
 * serves the browser worker, msw/node and `npm run api`.
 */
export const handlers = [
  apiHandler([...endpointList.map(([name]) => routeOf(name)), ...openApiRoutes], settleDue),
  ...providerHandlers,
]
