// The payments module: the card form, which alone talks to the payment provider, and the parts
// the pages share to show and choose her cards and pay what she owes.
export { CardForm, type CardFormProps } from './CardForm'
export { CardChoice, type CardChoiceProps } from './CardChoice'
export { CardLabel } from './CardLabel'
export { PayBalance, type PayBalanceProps } from './PayBalance'
export { cardBrandName, cardEnding, cardExpiry, cardLabel } from './card-label'
