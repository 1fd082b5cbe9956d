import { withWords } from '@/lib/i18n/i18n'

export const loadGalleryPage = () =>
  withWords(import('./GalleryPage'), 'gallery').then((m) => ({ Component: m.GalleryPage }))
