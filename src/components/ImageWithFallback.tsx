import { Image, type ImageProps } from '@chakra-ui/react'
import { useCallback, useState } from 'react'

const FALLBACK_IMAGE = '/images/photo-fallback.svg'

// The head's script may already have swapped in the artwork (data-fallback), or the photo failed
// unseen.
const hasFailed = (image: HTMLImageElement) =>
  image.dataset.fallback === 'true' ||
  (image.complete && image.naturalWidth === 0 && Boolean(image.currentSrc))

/**
 * An image that swaps to the salon's own artwork (`fallbackSrc`, the photo's own where it has
 * one) when the photo cannot load. The artwork is also its background, so the space shows it
 * while the photo loads (or fails before the app is there).
 */
export function ImageWithFallback({
  src,
  srcSet,
  fallbackSrc = FALLBACK_IMAGE,
  ...props
}: ImageProps & { fallbackSrc?: string }) {
  const [failed, setFailed] = useState(false)
  // A prerendered photo may fail before the app is there to hear its error event: check on arrival.
  const checkArrived = useCallback((image: HTMLImageElement | null) => {
    if (image && hasFailed(image)) setFailed(true)
  }, [])
  return (
    <Image
      bgImage={`url(${fallbackSrc})`}
      bgSize="cover"
      backgroundPosition="center"
      {...props}
      ref={checkArrived}
      src={failed ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      data-fallback={failed || undefined}
      data-fallback-src={fallbackSrc}
      onError={() => setFailed(true)}
    />
  )
}
