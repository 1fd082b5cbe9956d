import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useGallery, type GalleryCategory, type GalleryImage } from '@/api'
import { ImageWithFallback } from '@/components/ImageWithFallback'
import { PageHero } from '@/components/PageHero'
import { QueryState } from '@/components/QueryState'
import { Section } from '@/components/Section'
import { UrlTabs } from '@/components/UrlTabs'
import { artwork } from '@/lib/artwork'
import { t, type MessageId } from '@/lib/i18n/i18n'
import { PhotoPreview } from './PhotoPreview'
import { photoAtWidth, photoSrcSet } from './photo-sizes'

// Labels in English, translated where shown (a table is read before the page's language is set).
const tabs: { value: GalleryCategory; label: MessageId }[] = [
  { value: 'nail-art', label: 'Nail Art' },
  { value: 'manicures', label: 'Manicures' },
  { value: 'pedicures', label: 'Pedicures' },
  { value: 'salon', label: 'Our Salon' },
]

function PhotoGrid({
  category,
  shown,
  onOpen,
}: {
  category: GalleryCategory
  /** False for a tab not selected: its photos wait, loading lazily. */
  shown: boolean
  onOpen: (image: GalleryImage) => void
}) {
  const gallery = useGallery(category)
  return (
    <QueryState
      query={gallery}
      errorText={t('We could not load these photos.')}
      emptyText={t('No photos in this category yet.')}
      skeletonLines={12}
    >
      {(images) => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {images.map((image, index) => (
            <Box as="li" key={image.id}>
              <Box
                as="button"
                onClick={() => onOpen(image)}
                aria-label={t('View larger: {photo}', { photo: image.alt })}
                display="block"
                width="full"
                textAlign="left"
                borderRadius="xl"
                overflow="hidden"
                bg="white"
                boxShadow="sm"
                transition="transform 0.2s ease, box-shadow 0.2s ease"
                _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
                cursor="zoom-in"
              >
                <ImageWithFallback
                  src={photoAtWidth(image.src, 800)}
                  srcSet={photoSrcSet(image.src, [400, 800])}
                  sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw"
                  fallbackSrc={artwork.galleryPhoto(image.id)}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  // The first row is on screen at once (and holds the largest paint): no lazy loading there.
                  loading={shown && index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                  aspectRatio={`${image.width} / ${image.height}`}
                  objectFit="cover"
                  w="full"
                  h="auto"
                  bgColor="gold.50"
                />
                <Text px="4" py="3" fontWeight="500">
                  {image.alt}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  )
}

export function GalleryPage() {
  // The photo stays in the preview until its closing has finished, then it is cleared.
  const [preview, setPreview] = useState<GalleryImage>()
  const [open, setOpen] = useState(false)
  const show = (photo: GalleryImage) => {
    setPreview(photo)
    setOpen(true)
  }

  return (
    <>
      <PageHero
        subtitle={t('A look at recent nail art, manicures, pedicures and our Chantilly studio.')}
      />
      <Section>
        <UrlTabs tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}>
          {(category, shown) => <PhotoGrid category={category} shown={shown} onOpen={show} />}
        </UrlTabs>
      </Section>

      {preview && (
        <PhotoPreview
          photo={preview}
          open={open}
          onClose={() => setOpen(false)}
          onExitComplete={() => setPreview(undefined)}
        />
      )}
    </>
  )
}
