export const loadGalleryPage = () =>
  import('./GalleryPage').then((m) => ({ Component: m.GalleryPage }))
