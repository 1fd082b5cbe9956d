import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isSameValue, useStableValue } from '@/features/booking/useStableValue'

// The booking form keeps its visit and its party one object while the choices stay the same.

describe('a stable value', () => {
  it('stays the same object while what it holds is the same', () => {
    const { result, rerender } = renderHook(
      ({ addOns }) => useStableValue({ service: 'gel', addOns }),
      {
        initialProps: { addOns: ['nail-art'] },
      },
    )
    const first = result.current
    rerender({ addOns: ['nail-art'] })
    expect(result.current).toBe(first)
    rerender({ addOns: ['nail-art', 'repair'] })
    expect(result.current).not.toBe(first)
    expect(result.current).toEqual({ service: 'gel', addOns: ['nail-art', 'repair'] })
  })

  it('compares lists and records by what they hold', () => {
    expect(isSameValue([{ a: 1, b: [2] }], [{ a: 1, b: [2] }])).toBe(true)
    expect(isSameValue({ a: undefined }, {})).toBe(false)
    expect(isSameValue([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(isSameValue({ a: 1 }, { a: 2 })).toBe(false)
  })
})
