import { offer } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'

/**
 * When a new build of the site has been installed by the service worker and waits, offers to
 * reload into it; the visitor decides, so nothing typed is lost. Every open tab reloads when the
 * new build takes over, so none runs old code against the new build's files.
 */
export async function offerNewVersion(): Promise<void> {
  const container = navigator.serviceWorker
  if (!container) return
  let reloading = false
  const reload = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  let controlled = Boolean(container.controller)
  container.addEventListener('controllerchange', () => {
    // The first visit's worker taking control is not a new version.
    if (controlled) reload()
    controlled = true
  })

  const registration = await container.ready
  let offered = false
  const offerIfWaiting = () => {
    const waiting = registration.waiting
    if (!waiting || !container.controller || offered) return
    offered = true
    offer(t('A new version is available.'), {
      label: t('Reload'),
      onClick: () => {
        // This tab reloads as soon as the new build is in charge, whichever it hears first.
        waiting.addEventListener('statechange', () => {
          if (waiting.state === 'activated') reload()
        })
        waiting.postMessage('SKIP_WAITING')
      },
    })
  }
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerIfWaiting()
    })
  watch(registration.installing)
  registration.addEventListener('updatefound', () => watch(registration.installing))
  offerIfWaiting()
}
