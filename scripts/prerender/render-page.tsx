// Built by Vite for Node (see prerender.mjs): renders one public route of the app to HTML, with
// the data its queries need (answered by the mock back-end through msw/node, or a real API) and the styles
// emotion wrote for it.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { dehydrate } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { createQueryClient } from '@/api'
import { AppProviders } from '@/app/AppProviders'
import { routes } from '@/app/router'
import { setPageLanguage } from '@/lib/i18n/i18n'
import { basenameOf, pathInLanguage, type Language } from '@/lib/i18n/languages'

// The mock back-end, only for a build that uses it (with a real API it never loads).
const mock = () => import('@/mocks/node')

export async function startBackend() {
  const { server, control } = await mock()
  server.listen({ onUnhandledRequest: 'error' })
  await control.reset()
  control.setLatency('none')
}

export const stopBackend = async () => (await mock()).server.close()

export interface RenderedPage {
  html: string
  /** Its style tags: the rules, and the names emotion picks up in the browser as it hydrates. */
  styles: string
  queries: ReturnType<typeof dehydrate>
}

/** The page at `path` (without its language's prefix) in `language`, with its answers. */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await setPageLanguage(language)
  const basename = basenameOf(language)
  const handler = createStaticHandler(routes, { basename })
  const address = pathInLanguage(path, language)
  const context = await handler.query(new Request(new URL(address, 'http://prerender.local')))
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status} instead of a page`)
  const queryClient = createQueryClient()

  const render = () => {
    const cache = createCache({ key: 'css' })
    const emotion = createEmotionServer(cache)
    const router = (
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    )
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient}>{router}</AppProviders>
      </CacheProvider>,
    )
    // Each chunk's rules go in a plain <style>, followed by an empty one naming them the way
    // emotion's server tags do: emotion then knows them as inserted, and moving its (empty) tags
    // into place as it starts changes no style in the page.
    const styles = emotion
      .extractCriticalToChunks(html)
      .styles.map(
        ({ key, ids, css }) =>
          `<style>${css}</style><style data-emotion="${key} ${ids.join(' ')}"></style>`,
      )
      .join('')
    return { html, styles }
  }

  // Rendering registers each query the page uses; fetch those (and let lazy parts load) and render
  // again until nothing waits.
  for (let pass = 1; pass <= 5; pass++) {
    const page = render()
    const queries = queryClient.getQueryCache().getAll()
    const failed = queries.filter((query) => query.state.status === 'error')
    if (failed.length)
      throw new Error(`${path}: ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')} failed`)
    // (On the server no observer subscribes, so every query is still pending and idle; one the
    // page leaves off until the visitor chooses, the booking form's free times, is not asked.)
    const waiting = queries.filter(
      (query) =>
        query.state.status === 'pending' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    )
    // A part whose code loads on first use (React.lazy, the signed-in account menu) is rendered
    // once its code is in: until then the HTML holds its fallback, marked unfinished.
    const unfinished = page.html.includes('<!--$!-->')
    if (!waiting.length && !unfinished) return { ...page, queries: dehydrate(queryClient) }
    await Promise.all([
      ...waiting.map((query) => query.fetch()),
      ...(unfinished ? [new Promise((resolve) => setTimeout(resolve, 20))] : []),
    ])
  }
  throw new Error(`${path}: its queries kept changing over five renders`)
}

export { PRERENDERED_QUERIES_ID } from '@/app/prerendered'
export { guardedPages, publicPages } from '@/app/pages'
export { basenameOf, languages, pathInLanguage } from '@/lib/i18n/languages'
