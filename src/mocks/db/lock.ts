const LOCK_NAME = 'diva-nail-spa/db-write'

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs `task` while holding the write lock. In browsers the Web Locks API serialises writes
 * across every tab of the site; elsewhere (Node) an in-process queue does the same for one process.
 */
export function withWriteLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks?.request) return locks.request(LOCK_NAME, task) as Promise<T>
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}
