// Signs a client in on a page of a served build, for the scripts that measure a returning
// client's pages (scripts/perf.mjs, scripts/compare-builds.mjs).

/**
 * Signs `account` in on `page` at `origin` (registering it the first time), as a returning
 * visitor who has seen `route` before when the site keeps it on the device for them
 * (`keptForReturn`); then removes the service worker and what it kept, for a cold start.
 */
export async function signIn(page, origin, account, route) {
  await page.goto(origin + '/')
  await page.evaluate(async (account) => {
    await window.salonMocks.ready
    const post = (path) =>
      fetch(`/api/auth/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      })
    let response = await post('login')
    if (!response.ok) response = await post('register')
    const { user, token } = await response.json()
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
  }, account)
  if (route?.keptForReturn) {
    await page.goto(origin + route.path)
    await page.waitForFunction(
      (path) => JSON.parse(localStorage.getItem('user-pages') ?? '{}').pages?.[path],
      route.path,
      { timeout: 30_000 },
    )
  }
  // A cold start, as for any other route: no service worker, nothing it kept.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
  })
}
