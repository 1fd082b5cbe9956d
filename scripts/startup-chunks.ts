import type { Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

/**
 * The chunks the entry loads on demand, with what they import, as addresses, in two lists: the
 * app's (React's DOM, the theme, the app: see src/main.tsx) and then the mock back-end's beyond
 * those, which starts later and only when needed. Not what the entry itself imports.
 */
export function startupChunks(
  bundle: Rollup.OutputBundle,
  entry: OutputChunk,
): { app: string[]; backend: string[] } {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const found = new Set([entry.fileName, ...entry.imports])
  /** `files` and what they import, beyond what was found before. */
  const closure = (files: string[]) => {
    const added: string[] = []
    const add = (file: string) => {
      if (found.has(file)) return
      found.add(file)
      added.push(`/${file}`)
      for (const dep of chunks.get(file)?.imports ?? []) add(dep)
    }
    files.forEach(add)
    return added
  }
  const isBackend = (file: string) =>
    chunks.get(file)?.facadeModuleId?.includes('/src/mocks/') ?? false
  const app = closure(entry.dynamicImports.filter((file) => !isBackend(file)))
  return { app, backend: closure(entry.dynamicImports.filter(isBackend)) }
}
