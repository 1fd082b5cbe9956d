/** Runs `task` when the browser has nothing better to do (soon after, where it cannot say). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task)
  else setTimeout(task, 1)
}
