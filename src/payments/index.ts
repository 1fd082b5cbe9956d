// The payments module: the card form, which alone talks to the payment provider, and the parts
// the pages share to show and choose her cards and pay what she owes.
export { CardForm } from './CardForm'
export { CardChoice } from './CardChoice'
export { balanceDueText, PayBalance } from './PayBalance'
export { cardEnding, cardExpiry, cardLabel } from './card-label'
