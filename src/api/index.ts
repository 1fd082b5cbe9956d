// What the app may use of the API without loading zod or axios: hooks, query options, fetchers,
// the error class and the contract's types. Schema values live in @/api/schemas.
export * from './appointments'
export * from './auth'
export * from './catalogue'
export {
  ApiError,
  isApiError,
  isRefusal,
  isSignedOut,
  holdRequestsUntil,
  onUnauthorized,
  request,
  setAuthToken,
  whenRequestsSettled,
} from './client'
export * from './content'
export * from './messages'
export * from './parties'
export * from './payments'
export * from './rewards'
export * from './visit'
export * from './waitlist'
export { loadSchemas } from './load-schemas'
export { singleAction, useSingleAction } from './single-action'
export { createQueryClient, isOwnData, queryPersistOptions } from './query-client'
export { formMessages, maxLengths, MIN_PASSWORD_LENGTH } from './schemas/limits'
export { noticeDays, partyRules } from './schemas/party-rules'
export type * from './schemas'
