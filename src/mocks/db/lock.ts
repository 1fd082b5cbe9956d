const LOCK_NAME = 'diva-nail-spa/db-write'

// Outside browsers the queue lives on globalThis, so that two copies of the back-end in one
// process (the "two tabs" of the model-based test) share it as two tabs share a Web Lock.
const shared = globalThis as { __salonWriteQueue?: Promise<unknown> }

/**
 * Runs `task` while holding the write lock. In browsers the Web Locks API serialises writes
 * across every tab of the site; elsewhere (Node) an in-process queue does the same for one process.
 */
export function withWriteLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks?.request) return locks.request(LOCK_NAME, task) as Promise<T>
  const run = (shared.__salonWriteQueue ?? Promise.resolve()).then(task, task)
  shared.__salonWriteQueue = run.catch(() => undefined)
  return run
}
