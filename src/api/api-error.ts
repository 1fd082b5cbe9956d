import type { ErrorEnvelope } from './schemas'

/** Every failed call surfaces as one of these, whatever went wrong underneath. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fieldErrors: Record<string, string>
  readonly alternatives: string[]
  /** A party's people who could not be seated at the time asked for. */
  readonly unseated: string[]

  constructor(status: number, body: ErrorEnvelope['error']) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.code = body.code
    this.fieldErrors = body.fieldErrors ?? {}
    this.alternatives = body.alternatives ?? []
    this.unseated = body.unseated ?? []
  }
}
