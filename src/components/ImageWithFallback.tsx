import { Image, type ImageProps } from '@chakra-ui/react'
import { useState } from 'react'

export const FALLBACK_IMAGE = '/images/photo-fallback.svg'

/** An image that swaps to the salon's own artwork when the photo cannot load. */
export function ImageWithFallback({ src, srcSet, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <Image
      {...props}
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={failed ? undefined : srcSet}
      data-fallback={failed || undefined}
      onError={() => setFailed(true)}
    />
  )
}
