/** Resolves once the browser has painted what it has (rAF runs before a paint, the timeout after). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    // Hidden tabs draw no frames: nothing to wait for there.
    if (document.visibilityState === 'hidden') resolve()
    else requestAnimationFrame(() => setTimeout(resolve))
  })

/** Runs `task` when the browser has nothing better to do (soon after, where it cannot say). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task)
  else setTimeout(task, 1)
}

/**
 * Runs `task` once, when the browser is idle after the person's first click, key or focus: what
 * only a person's action needs is prepared then, not while the page starts, and not in the way
 * of the answer to that first action.
 */
export function afterFirstInteraction(task: () => void): () => void {
  const types = ['click', 'keydown', 'focusin'] as const
  const stop = () => {
    for (const type of types) removeEventListener(type, first)
  }
  const first = () => {
    stop()
    whenIdle(task)
  }
  for (const type of types) addEventListener(type, first, { passive: true })
  // For a part that goes before the person acts: it stops listening.
  return stop
}
