// Where the salon's own artwork lives (drawn at build time by scripts/artwork): each gallery
// photo's stand-in, each service's picture and the home hero's.
export const artwork = {
  galleryPhoto: (photoId: string) => `/artwork/gallery/${photoId}.svg`,
  service: (serviceId: string) => `/artwork/services/${serviceId}.svg`,
  homeHero: '/artwork/home/hero.svg',
}
