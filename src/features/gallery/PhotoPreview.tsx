import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { GalleryImage } from '@/api'
import { ImageWithFallback } from '@/components/ImageWithFallback'
import { artwork } from '@/lib/artwork'
import { photoAtWidth } from './photo-sizes'

/** A gallery photo at a larger size, with its description. */
export function PhotoPreview({
  photo,
  onClose,
}: {
  photo: GalleryImage | null
  onClose: () => void
}) {
  return (
    <Dialog.Root
      open={photo !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="xl"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" overflow="hidden">
            {photo && (
              <>
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
                  bgColor="gold.50"
                />
                <Dialog.Body py="5">
                  <Dialog.Title fontFamily="heading" fontSize="xl">
                    {photo.alt}
                  </Dialog.Title>
                  <Dialog.Description color="fg.muted" mt="2">
                    {photo.description}
                  </Dialog.Description>
                </Dialog.Body>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close preview" size="sm" bg="white" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
