import { loadOnce } from './load-once'

/**
 * Registers the site's service worker (`/sw.js`: offline copies and the mock back-end), unless one
 * already controls the page, and resolves once one does. msw, started after, must find it in
 * control: it reloads a page it finds registered but not controlled, losing what the person did.
 */
export const registerSiteWorker = loadOnce(async (): Promise<void> => {
  const container = navigator.serviceWorker
  if (!container || container.controller) return
  const registration = await container.register('/sw.js').catch(() => undefined)
  const { installing, waiting, active } = registration ?? {}
  if (!installing && !waiting && !active) return
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    // Its controllerchange may never come (a hard reload bypasses the worker): go on after a while.
    const settled = () => setTimeout(resolve, 1000)
    // Active already, yet not in charge of this page (loaded while the worker was on its way in):
    // asked, it takes the page over.
    if (active?.state === 'activated') {
      active.postMessage('CLAIM')
      settled()
      return
    }
    const coming = active ?? installing ?? waiting
    coming?.addEventListener('statechange', () => {
      if (coming.state === 'redundant') resolve()
      else if (coming.state === 'activated') settled()
    })
  })
})
