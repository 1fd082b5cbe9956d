import { useState } from 'react'
import { isRefusal } from './api-error'

// One action a person takes is sent once: IETF's Idempotency-Key, from the client's side.

/** A fresh key: 128 random bits (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Wraps a keyed write so that the same request again (a second press, a retry after a failure)
 * reuses the action's key and, while the first is under way, its answer: the server then acts at
 * most once. A changed request, or any request after a success, is a new action with a new key.
 */
export function singleAction<V, T>(
  send: (variables: V, key: string) => Promise<T>,
): (variables: V) => Promise<T> {
  let current: { request: string; key: string; underWay?: Promise<T> } | null = null
  return (variables) => {
    const request = JSON.stringify(variables ?? null)
    if (current?.request !== request) current = { request, key: newKey() }
    const action = current
    action.underWay ??= send(variables, action.key).then(
      (answer) => {
        if (current === action) current = null
        return answer
      },
      (error: unknown) => {
        action.underWay = undefined
        // A refusal (4xx) was not acted on: pressing again is a new try, whose answer may differ
        // once the slot or her other visit is free. Lost answers and server failures keep the key.
        if (current === action && isRefusal(error)) current = null
        throw error
      },
    )
    return action.underWay
  }
}

/** `singleAction(send)` for a component: the same function, and so the same action, while it is mounted. */
export function useSingleAction<V, T>(
  send: (variables: V, key: string) => Promise<T>,
): (variables: V) => Promise<T> {
  return useState(() => singleAction(send))[0]
}
