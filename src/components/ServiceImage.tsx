import { Image } from '@chakra-ui/react'
import { artwork } from '@/lib/artwork'

interface ServiceImageProps {
  serviceId: string
  /** Wait until scrolled near; off for a picture on a phone's first screen. */
  lazy?: boolean
}

/**
 * The salon's own picture of a service across the top of its card. Decorative (`alt=""`): the
 * card's title says what it shows.
 */
export function ServiceImage({ serviceId, lazy = true }: ServiceImageProps) {
  return (
    <Image
      src={artwork.service(serviceId)}
      alt=""
      width={800}
      height={360}
      aspectRatio="20 / 9"
      w="full"
      h="auto"
      loading={lazy ? 'lazy' : undefined}
      bgColor="cream.100"
    />
  )
}
