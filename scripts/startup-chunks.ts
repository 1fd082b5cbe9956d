import type { Rollup } from 'vite'
import { guardedRoutes, publicRoutes } from './public-routes.mjs'

type OutputChunk = Rollup.OutputChunk

/** The chunks of the build a page starts with, as addresses (see src/lib/listed-chunks.ts). */
export interface StartupChunks {
  /** What the entry loads on demand for the app (React's DOM, the theme, the app). */
  app: string[]
  /** Each page's own, beyond the app's, by the path that shows it. */
  pages: Record<string, string[]>
  /** The mock back-end's, beyond the app's: it starts later, and only when needed. */
  backend: string[]
}

/** The chunks `entry` loads on demand as the site starts; not what it imports itself. */
export function startupChunks(bundle: Rollup.OutputBundle, entry: OutputChunk): StartupChunks {
  const chunks = [...Object.values(bundle)].filter(
    (output): output is OutputChunk => output.type === 'chunk',
  )
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loaded = new Set([entry.fileName, ...entry.imports])
  /** `files` and what they import, beyond `before`. */
  const closure = (files: string[], before: Set<string>) => {
    const found = new Set<string>()
    const add = (file: string) => {
      if (before.has(file) || found.has(file)) return
      found.add(file)
      for (const dep of byFile.get(file)?.imports ?? []) add(dep)
    }
    files.forEach(add)
    return found
  }
  const addresses = (files: Set<string>) => [...files].map((file) => `/${file}`)
  const isBackend = (file: string) =>
    byFile.get(file)?.facadeModuleId?.includes('/src/mocks/') ?? false
  const app = closure(
    entry.dynamicImports.filter((file) => !isBackend(file)),
    loaded,
  )
  const withApp = new Set([...loaded, ...app])
  const pages: Record<string, string[]> = {}
  for (const { path, page } of [...publicRoutes, ...guardedRoutes]) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${page}`))
    if (chunk) pages[path] = addresses(closure([chunk.fileName], withApp))
  }
  return {
    app: addresses(app),
    pages,
    backend: addresses(closure(entry.dynamicImports.filter(isBackend), withApp)),
  }
}
