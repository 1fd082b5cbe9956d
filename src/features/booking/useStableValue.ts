import { useState } from 'react'

/** Whether two plain values (text, numbers, lists, records of them) hold the same things. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && isSameValue(left[key], right[key]))
  )
}

/**
 * `value` as one object while what it holds stays the same: the memoised parts it is passed to
 * keep still as she types elsewhere, and hooks keyed on it do not run again.
 */
export function useStableValue<T>(value: T): T {
  const [kept, setKept] = useState(value)
  if (isSameValue(kept, value)) return kept
  // Stored during render (React's pattern for state that follows a value): the next render
  // finds the same value and returns this one.
  setKept(value)
  return value
}
