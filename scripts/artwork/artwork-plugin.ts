import type { Plugin } from 'vite'
import { drawArtwork } from './draw.ts'
import { artworkFiles } from './pictures.ts'

/**
 * The salon's artwork (scripts/artwork/pictures.ts), drawn at build time into dist/artwork/ and
 * served from memory by the dev server.
 */
export function artworkPlugin(): Plugin {
  const draw = (file: (typeof artworkFiles)[number]) =>
    drawArtwork(file.artwork, file.width, file.height)
  const byUrl = new Map(artworkFiles.map((file) => [`/${file.path}`, file]))
  return {
    name: 'salon-artwork',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = byUrl.get((request.url ?? '').split('?')[0]!)
        if (!file) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(draw(file))
      })
    },
    generateBundle() {
      // The prerender's server build has no use for pictures.
      if (this.environment.config.consumer === 'server') return
      for (const file of artworkFiles) {
        this.emitFile({ type: 'asset', fileName: file.path, source: draw(file) })
      }
    },
  }
}
