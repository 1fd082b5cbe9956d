/**
 * `load`, started by the first call and shared by every later one; a failed load is forgotten,
 * so the next call tries again (a new version deployed, the network back).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
