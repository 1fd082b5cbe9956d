import { describe, expect, it } from 'vitest'
import { drawArtwork } from '../../scripts/artwork/draw'
import {
  artworkFiles,
  featuredArtwork,
  galleryArtwork,
  serviceArtwork,
} from '../../scripts/artwork/pictures'
import { featuredServices, galleryImages, services } from '@/mocks/db/catalogue'

describe('the salon artwork', () => {
  it('has a picture of its own for every gallery photo and every service, featured or not', () => {
    expect(Object.keys(galleryArtwork).sort()).toEqual(galleryImages.map((i) => i.id).sort())
    expect(Object.keys(serviceArtwork).sort()).toEqual(services.map((s) => s.id).sort())
    const drawn = { ...serviceArtwork, ...featuredArtwork }
    expect(featuredServices.length).toBeGreaterThan(0)
    for (const featured of featuredServices) expect(drawn).toHaveProperty([featured.id])
  })

  it('draws no two pictures alike, each titled by its caption', () => {
    const drawings = artworkFiles.map((file) => drawArtwork(file.artwork, file.width, file.height))
    expect(new Set(drawings).size).toBe(drawings.length)
    expect(galleryImages.length).toBeGreaterThan(0)
    for (const image of galleryImages) {
      expect(drawArtwork(galleryArtwork[image.id]!, 800, 600)).toContain(
        `<title>${image.alt}</title>`,
      )
    }
  })
})
