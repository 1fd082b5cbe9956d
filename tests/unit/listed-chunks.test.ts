import { afterEach, describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { preloadListedChunks } from '@/lib/listed-chunks'
import { startupChunks } from '../../scripts/startup-chunks'

/** A bundle's chunk, as the bundler describes it, with only what the lists read. */
const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId = `/repo/src/${fileName}`,
) => ({ type: 'chunk', fileName, imports, dynamicImports, facadeModuleId }) as Rollup.OutputChunk

describe('the chunks the app starts with, listed by the build', () => {
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
        'assets/browser.js',
        ['assets/api.js', 'assets/msw.js'],
        [],
        '/repo/src/mocks/browser.ts',
      ),
      chunk('assets/msw.js'),
    ].map((output) => [output.fileName, output]),
  ) as Rollup.OutputBundle

  it("lists the app's chunks with what they import, then the mock back-end's beyond those", () => {
    expect(startupChunks(bundle, entry)).toEqual({
      app: ['/assets/react.js', '/assets/scheduler.js', '/assets/start.js', '/assets/api.js'],
      backend: ['/assets/browser.js', '/assets/msw.js'],
    })
  })
})

describe('preloading the listed chunks', () => {
  afterEach(() => document.head.replaceChildren())

  it('adds a module preload for each, three per task, and none for a page without the list', async () => {
    await preloadListedChunks('app-chunks')
    expect(document.head.querySelectorAll('link')).toHaveLength(0)

    const meta = document.createElement('meta')
    meta.name = 'app-chunks'
    meta.content = '/a.js /b.js /c.js /d.js'
    document.head.append(meta)
    const preloading = preloadListedChunks('app-chunks')
    const links = () => [...document.head.querySelectorAll('link')]
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/a.js', '/b.js', '/c.js'])
    await preloading
    expect(links().map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual(
      ['/a.js', '/b.js', '/c.js', '/d.js'].map((href) => ['modulepreload', href, '']),
    )
  })
})
