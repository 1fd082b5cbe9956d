import { afterEach, describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { preloadAppChunks, preloadBackendChunks, STARTUP_CHUNKS_ID } from '@/lib/listed-chunks'
import { startupChunks } from '../../scripts/startup-chunks'

/** A bundle's chunk, as the bundler describes it, with only what the lists read. */
const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId = `/repo/src/${fileName}`,
) => ({ type: 'chunk', fileName, imports, dynamicImports, facadeModuleId }) as Rollup.OutputChunk

describe('the chunks the site starts with, listed by the build', () => {
  const entry = chunk(
    'assets/index.js',
    ['assets/idle.js'],
    ['assets/react.js', 'assets/start.js', 'assets/browser.js'],
  )
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/idle.js'),
      chunk('assets/react.js', ['assets/scheduler.js']),
      chunk('assets/scheduler.js'),
      chunk('assets/start.js', ['assets/react.js', 'assets/idle.js', 'assets/api.js']),
      chunk('assets/api.js'),
      chunk(
        'assets/BookingPage.js',
        ['assets/api.js', 'assets/field.js'],
        [],
        '/repo/src/features/booking/BookingPage.tsx',
      ),
      chunk('assets/field.js'),
      chunk(
        'assets/browser.js',
        ['assets/api.js', 'assets/msw.js'],
        [],
        '/repo/src/mocks/browser.ts',
      ),
      chunk('assets/msw.js'),
    ].map((output) => [output.fileName, output]),
  ) as Rollup.OutputBundle

  it("lists the app's chunks with what they import, then each page's and the mock back-end's beyond those", () => {
    const listed = startupChunks(bundle, entry)
    expect(listed.app).toEqual([
      '/assets/react.js',
      '/assets/scheduler.js',
      '/assets/start.js',
      '/assets/api.js',
    ])
    expect(listed.pages['/booking']).toEqual(['/assets/BookingPage.js', '/assets/field.js'])
    expect(listed.backend).toEqual(['/assets/browser.js', '/assets/msw.js'])
  })
})

describe('preloading the listed chunks', () => {
  afterEach(() => document.head.replaceChildren())
  const hrefs = () =>
    [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))

  it("adds a module preload for the app's chunks and this page's, three per task", async () => {
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = STARTUP_CHUNKS_ID
    list.textContent = JSON.stringify({
      app: ['/a.js', '/b.js', '/c.js'],
      pages: { '/': ['/home.js'], '/booking': ['/booking.js'] },
      backend: ['/msw.js'],
    })
    document.head.append(list)
    const preloading = preloadAppChunks()
    expect(hrefs()).toEqual(['/a.js', '/b.js', '/c.js'])
    await preloading
    expect(hrefs()).toEqual(['/a.js', '/b.js', '/c.js', '/home.js'])
    expect(document.head.querySelector('link')).toMatchObject({
      rel: 'modulepreload',
      crossOrigin: '',
    })
    await preloadBackendChunks()
    expect(hrefs()).toContain('/msw.js')
  })

  it('preloads nothing when the list is missing or unreadable', async () => {
    await preloadAppChunks()
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = STARTUP_CHUNKS_ID
    list.textContent = '{oops'
    document.head.append(list)
    await preloadAppChunks()
    expect(hrefs()).toEqual([])
  })
})
