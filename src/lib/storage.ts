// localStorage can throw (private mode, quota, disabled storage): every access goes through here.

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/**
 * Calls `listener` when another tab changes `key` in localStorage (the browser's `storage` event,
 * which never fires for a tab's own writes; a null key means the storage was cleared). Returns an
 * unsubscribe.
 */
export function onItemChange(key: string, listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && (event.key === key || event.key === null))
      listener()
  }
  window.addEventListener('storage', handle)
  return () => window.removeEventListener('storage', handle)
}

/** The browser's localStorage, or undefined where reading it throws (storage disabled). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
