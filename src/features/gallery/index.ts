import { loadWords } from '@/lib/i18n/i18n'

export const loadGalleryPage = () =>
  Promise.all([import('./GalleryPage'), loadWords('gallery')]).then(([m]) => ({
    Component: m.GalleryPage,
  }))
