/** How long a page waits for the site's worker to take it over before its calls fail. */
const TAKE_OVER_MS = 10_000

/**
 * Registers the site's service worker (`/sw.js`: the back-end and the offline copy), unless one
 * already controls the page, and resolves once one does: until then an API call would reach the
 * host, which has no API. Rejects when no worker can take the page over (a browser without
 * service workers, or one that refuses them).
 */
export function registerSiteWorker(): Promise<void> {
  // Once per page; a failure is forgotten, so the next call tries again. (Not load-once.ts: the
  // entry shares no module with the app's chunks, so a build with a real API bundles them alike.)
  taking ??= takeOver().catch((error: unknown) => {
    taking = undefined
    throw error
  })
  return taking
}
let taking: Promise<void> | undefined

async function takeOver(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container) throw new Error('This browser cannot run the site’s service worker.')
  if (container.controller) return
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
  await container.register('/sw.js')
  const { active } = await container.ready
  if (container.controller) return
  // A new worker takes every page over as it activates. One already active was not in charge of
  // this page (it loaded while the worker came in, or past it: a hard reload): asked, it takes it.
  active?.postMessage('CLAIM')
  let timer: ReturnType<typeof setTimeout> | undefined
  const givenUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The site’s service worker did not take the page over.')),
      TAKE_OVER_MS,
    )
  })
  await Promise.race([controlled, givenUp]).finally(() => clearTimeout(timer))
}
