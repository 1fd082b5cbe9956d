import { nextTask } from './idle'

/**
 * Starts fetching the chunks the build lists in the head's `name` meta, a few per task. Each
 * <link rel=modulepreload> costs a phone's main thread 1 to 3 ms, and Vite's import helper adds
 * one for each chunk of an import's tree in one task (25 links, 50 ms at 4x CPU); it skips the
 * chunks that have one already.
 */
export async function preloadListedChunks(name: string) {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  const hrefs = listed?.content.split(' ').filter(Boolean) ?? []
  for (let i = 0; i < hrefs.length; i += 3) {
    for (const href of hrefs.slice(i, i + 3)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    await nextTask()
  }
}
