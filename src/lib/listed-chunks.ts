import { nextTask } from './idle'

/** The head's list of the chunks the site starts with (scripts/startup-chunks.ts). */
export const STARTUP_CHUNKS_ID = 'startup-chunks'

interface Listed {
  app?: string[]
  pages?: Record<string, string[]>
  backend?: string[]
}

function listed(): Listed {
  try {
    return JSON.parse(document.getElementById(STARTUP_CHUNKS_ID)?.textContent ?? '{}') as Listed
  } catch {
    return {}
  }
}

/**
 * Starts fetching `hrefs`, a few per task. Each <link rel=modulepreload> costs a phone's main
 * thread 1 to 3 ms, and Vite's import helper adds one for each chunk of an import's tree in one
 * task (25 links, 50 ms at 4x CPU); it skips the chunks that have one already.
 */
async function preload(hrefs: string[] = []) {
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

/** The app's chunks, then those of the page at this address, as listed by the build. */
export function preloadAppChunks(): Promise<void> {
  const { app = [], pages = {} } = listed()
  const path = location.pathname.replace(/(.)\/$/, '$1')
  return preload([...app, ...(pages[path] ?? [])])
}

/** The mock back-end's chunks, as listed by the build. */
export const preloadBackendChunks = (): Promise<void> => preload(listed().backend)
