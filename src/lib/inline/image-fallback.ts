// Inlined in the head of every built page (scripts/head-plugin.ts). It must import nothing.

/**
 * A photo that cannot load shows the salon's artwork at once, before the app is there:
 * ImageWithFallback marks its image with `data-fallback-src`, and React keeps the swap.
 */
export function swapBrokenImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      const image = event.target as HTMLElement
      if (!(image instanceof HTMLImageElement)) return
      const fallback = image.dataset.fallbackSrc
      if (!fallback || image.getAttribute('src') === fallback) return
      image.removeAttribute('srcset')
      image.src = fallback
      image.dataset.fallback = 'true'
    },
    true,
  )
}
