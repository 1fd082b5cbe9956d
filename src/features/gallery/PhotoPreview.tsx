import { Text } from '@chakra-ui/react'
import type { GalleryImage } from '@/api'
import { ImageWithFallback } from '@/components/ImageWithFallback'
import { NativeDialog } from '@/components/NativeDialog'
import { artwork } from '@/lib/artwork'
import { photoAtWidth } from './photo-sizes'

/** A gallery photo at a larger size, with its description. */
export function PhotoPreview({
  photo,
  open,
  onClose,
}: {
  /** The photo shown, kept after closing so the dialog does not empty as it goes. */
  photo: GalleryImage
  open: boolean
  onClose: () => void
}) {
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      title={photo.alt}
      closeLabel="Close preview"
      placement="center"
      media={
        <ImageWithFallback
          src={photoAtWidth(photo.src, 1200)}
          fallbackSrc={artwork.galleryPhoto(photo.id)}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          aspectRatio={`${photo.width} / ${photo.height}`}
          objectFit="cover"
          w="full"
          h="auto"
          maxH="60dvh"
          flexShrink="0"
          bgColor="gold.50"
        />
      }
    >
      <Text color="fg.muted">{photo.description}</Text>
    </NativeDialog>
  )
}
