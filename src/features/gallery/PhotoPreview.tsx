import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import type { GalleryImage } from '@/api'
import { ImageWithFallback } from '@/components/ImageWithFallback'
import { artwork } from '@/lib/artwork'
import { t } from '@/lib/i18n/i18n'
import { photoAtWidth } from './photo-sizes'

/** A gallery photo at a larger size, with its description. */
export function PhotoPreview({
  photo,
  open,
  onClose,
  onExitComplete,
}: {
  /** The photo shown, kept until the dialog has gone so that it does not empty as it goes. */
  photo: GalleryImage
  open: boolean
  onClose: () => void
  /** The closing has finished: the photo can be let go. */
  onExitComplete: () => void
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={onExitComplete}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" overflow="hidden">
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
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{photo.alt}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{photo.description}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              {/* Over the photo: on a light background of its own. */}
              <CloseButton aria-label={t('Close preview')} size="sm" bg="bg" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
