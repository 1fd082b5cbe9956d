import { tokenHandler } from './tokens'

// The simulated payment provider, apart from the salon's back-end: its own base path
// (src/lib/payments/provider-contract.ts), answered beside the API by the service worker, msw/node
// and `npm run api`. The salon's back-end charges through ./charges.ts, in process.
export const providerHandlers = [tokenHandler]
