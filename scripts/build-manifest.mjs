import { readFileSync } from 'node:fs'

/** Reads Vite's build manifest and answers which files a module needs before it can run. */
export function readBuildManifest(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'))
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  /** The module's chunk and every chunk it imports statically, as file names under dist. */
  function staticClosure(key, seen = new Set()) {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) staticClosure(dep, seen)
    return seen
  }
  return { entry, staticClosure }
}
