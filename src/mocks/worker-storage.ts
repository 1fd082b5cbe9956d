// msw's core keeps a cookie jar in localStorage wherever it is not in Node, and refuses to load
// without one; a service worker has no localStorage. This in-memory Storage stands in, before
// msw is evaluated (service-worker.ts imports it first). The back-end uses no cookies.
if (typeof localStorage === 'undefined') {
  const items = new Map<string, string>()
  const memoryStorage: Storage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage })
}
