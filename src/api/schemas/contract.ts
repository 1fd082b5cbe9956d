import type { ZodType } from 'zod'
import type { z } from './zod'
import { accountEndpoints } from './contract-accounts'
import type { Endpoint } from './contract-base'
import { catalogueEndpoints } from './contract-catalogue'
import { partyEndpoints } from './contract-parties'
import { paymentEndpoints } from './contract-payments'
import { requestEndpoints } from './contract-requests'
import { visitEndpoints } from './contract-visits'

// The contract, once: every endpoint of the API with its method, path, auth, the schemas of its
// query, body and answers, the salon's words it answers in the caller's language, and the delay
// the reference mock keeps. The mock registers one resolver per entry (src/mocks/handlers), the
// OpenAPI document is generated from it (./openapi.ts), the contract suite calls the API by these
// names (tests/contract) and a unit test holds the table of docs/api.md to it. Adding an endpoint is one
// entry in its group (./contract-*.ts) and one resolver there.
// Not exported from ./index: the app's transport has no use for it.

export type { Endpoint, Method } from './contract-base'

/** The table, in the order of docs/api.md. */
export const endpoints = {
  ...accountEndpoints,
  ...catalogueEndpoints,
  ...visitEndpoints,
  ...partyEndpoints,
  ...paymentEndpoints,
  ...requestEndpoints,
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

/** The entries in the table's order, with their names. */
export const endpointList = Object.entries(endpoints) as [EndpointName, Endpoint][]

/** The one 2xx answer of an endpoint. */
export function successStatus(endpoint: Endpoint): number {
  const status = Object.keys(endpoint.answers)
    .map(Number)
    .find((s) => s >= 200 && s < 300)
  if (status === undefined) throw new Error(`${endpoint.method} ${endpoint.path} has no 2xx answer`)
  return status
}

/** An endpoint's path with its `:name` parameters filled in, encoded. */
export function pathWith(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: path parameter ${name} is missing`)
    return encodeURIComponent(value)
  })
}

/** The schema of an endpoint's 2xx answer; none for an answer without a body. */
export function successSchema(endpoint: Endpoint): ZodType | undefined {
  return endpoint.answers[successStatus(endpoint)]?.schema
}

/** What a call's body and query parse to, for the resolvers' types. */
export type BodyOf<E> = E extends { body: ZodType<infer B> } ? B : undefined
export type QueryOf<E> = E extends { query: ZodType<infer Q> } ? Q : undefined

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** What the app's client sends to call endpoint N: path parameters, query and body, typed. */
export type CallInput<N extends EndpointName> = ([ParamNames<Endpoints[N]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Endpoints[N]['path']>, string> }) &
  (Endpoints[N] extends { query: infer Q extends ZodType }
    ? { query?: Partial<Record<keyof z.input<Q>, string>> }
    : { query?: undefined }) &
  (Endpoints[N] extends { body: infer B extends ZodType }
    ? { body: z.input<B> }
    : { body?: undefined })

type SuccessAnswer<E> = E extends { answers: infer A }
  ? A[Extract<keyof A, 200 | 201 | 202 | 204>]
  : never

/** What a call of endpoint N resolves to: its 2xx answer parsed, or nothing for a body-less one. */
export type AnswerOf<N extends EndpointName> =
  SuccessAnswer<Endpoints[N]> extends { schema: infer S extends ZodType } ? z.output<S> : void
