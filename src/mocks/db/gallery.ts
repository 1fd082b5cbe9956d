import type { GalleryImage } from '@/api/schemas'

// The photo host; these cannot load without a network, so the UI's fallback image is what shows.
const photo = (id: string) =>
  `https://images.unsplash.com/${id}?auto=format&fit=crop&w=800&h=600&q=75`
const image = (
  id: string,
  category: GalleryImage['category'],
  photoId: string,
  alt: string,
  description: string,
): GalleryImage => ({
  id,
  category,
  src: photo(photoId),
  alt,
  description,
  width: 800,
  height: 600,
})

export const galleryImages: GalleryImage[] = [
  image(
    'art-1',
    'nail-art',
    'photo-1604654894610-df63bc536371',
    'Pastel floral nail art',
    'Hand-painted spring florals over a milky pink base.',
  ),
  image(
    'art-2',
    'nail-art',
    'photo-1607779097040-26e80aa78e66',
    'Gold foil accent nails',
    'Nude almond nails with delicate gold foil accents.',
  ),
  image(
    'art-3',
    'nail-art',
    'photo-1632345031435-8727f6897d53',
    'Geometric black and white design',
    'Crisp geometric lines in black and white with a matte top coat.',
  ),
  image(
    'mani-1',
    'manicures',
    'photo-1519014816548-bf5fe059798b',
    'Classic red manicure',
    'A timeless classic manicure in high-shine red.',
  ),
  image(
    'mani-2',
    'manicures',
    'photo-1610992015732-2449b76344bc',
    'Soft pink gel manicure',
    'Sheer pink gel with a glass-like finish that lasts for weeks.',
  ),
  image(
    'mani-3',
    'manicures',
    'photo-1600428877878-1a0fd85beda8',
    'French manicure',
    'A modern micro-french on short square nails.',
  ),
  image(
    'pedi-1',
    'pedicures',
    'photo-1519415510236-718bdfcd89c8',
    'Coral pedicure',
    'Summer coral on freshly pampered feet after a signature pedicure.',
  ),
  image(
    'pedi-2',
    'pedicures',
    'photo-1583001931096-959e9a1a6223',
    'Spa pedicure soak',
    'Warm rose-petal soak that starts every spa luxury pedicure.',
  ),
  image(
    'pedi-3',
    'pedicures',
    'photo-1595867818082-083862f3d630',
    'Gel pedicure in nude',
    'A polished nude gel pedicure for every season.',
  ),
  image(
    'salon-1',
    'salon',
    'photo-1522337360788-8b13dee7a37e',
    'Manicure stations',
    'Our bright manicure stations with ergonomic seating.',
  ),
  image(
    'salon-2',
    'salon',
    'photo-1560066984-138dadb4c035',
    'Salon lounge',
    'The lounge where guests relax with tea before their service.',
  ),
  image(
    'salon-3',
    'salon',
    'photo-1516975080664-ed2fc6a32937',
    'Polish wall',
    'More than 300 shades of polish, gel and dip powder.',
  ),
]
