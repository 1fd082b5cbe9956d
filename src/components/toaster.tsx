import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { afterFirstInteraction } from '@/lib/idle'

// The toasts' code (a state machine and its live region) loads once the visitor first clicks,
// types or moves focus, or with the first toast if that comes sooner: a page that is only read
// never runs it, and the first page does not wait for it.
const loadToasts = () => import('./toast-list')
const ToastList = lazy(() => loadToasts().then((module) => ({ default: module.ToastList })))

let wanted = false
const listeners = new Set<() => void>()
function mountToasts() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows a toast as the site words them: a title and a description. */
export function notify(type: 'success' | 'error' | 'info', title: string, description?: string) {
  mountToasts()
  void loadToasts().then(({ toaster }) =>
    toaster.create({
      type,
      title,
      description,
      closable: true,
      duration: type === 'error' ? 6000 : 4000,
    }),
  )
}

/** A toast with one action (a button) that stays until the visitor uses or dismisses it. */
export function offer(title: string, action: { label: string; onClick: () => void }) {
  mountToasts()
  void loadToasts().then(({ toaster }) =>
    toaster.create({ type: 'info', title, action, closable: true, duration: Infinity }),
  )
}

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  // Mounted as the visitor starts to act, so the live region is there before the answer to that
  // action (every answer takes a moment) brings the first toast.
  useEffect(() => afterFirstInteraction(mountToasts), [])
  return shown ? (
    <Suspense>
      <ToastList />
    </Suspense>
  ) : null
}
