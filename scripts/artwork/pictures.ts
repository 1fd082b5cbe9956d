import { palette, type Artwork, type NailDesign } from './draw.ts'

// Every picture's own artwork, drawn from its caption: the gallery's photos (by photo id), the
// services and the home page's featured services (by service id) and the home page's hero. tests/unit/artwork.test.ts checks that every
// photo and service in the catalogue has one and that no two look the same.

const skin = { fair: '#F3D5C0', light: '#E9C09F', medium: '#C98E66', deep: '#8D5A3B' }
const red = '#B3202E'
const blush = '#F2C6C2'
const nude = '#E4BFA5'
const coral = '#F07A63'

const nails = (shape: NailDesign['shape'], colors: string[], finish: NailDesign['finish']) => ({
  shape,
  colors,
  finish,
})

/** The gallery: 800 × 600, like the photos they stand in for. */
export const galleryArtwork: Record<string, Artwork> = {
  'art-1': {
    title: 'Pastel floral nail art',
    background: 'blush',
    seed: 11,
    scene: {
      kind: 'hand',
      skin: skin.light,
      nails: nails('almond', ['#F7E1E3', '#F4D9DE'], {
        kind: 'florals',
        petals: ['#E9A6B5', '#B9C7E8', '#F6D28B', '#C7E0C3'],
      }),
    },
  },
  'art-2': {
    title: 'Gold foil accent nails',
    background: 'ink',
    seed: 23,
    scene: {
      kind: 'hand',
      skin: skin.medium,
      mirrored: true,
      nails: nails('almond', [nude, '#D9AE92'], { kind: 'foil' }),
    },
  },
  'art-3': {
    title: 'Geometric black and white design',
    background: 'cream',
    seed: 37,
    scene: {
      kind: 'hand',
      skin: skin.fair,
      nails: nails('square', ['#FAFAF7', palette.ink], {
        kind: 'geometric',
        accent: palette.ink,
      }),
    },
  },
  'mani-1': {
    title: 'Classic red manicure',
    background: 'cream',
    seed: 41,
    scene: {
      kind: 'hand',
      skin: skin.deep,
      mirrored: true,
      nails: nails('oval', [red], { kind: 'solid' }),
    },
  },
  'mani-2': {
    title: 'Soft pink gel manicure',
    background: 'blush',
    seed: 53,
    scene: {
      kind: 'hand',
      skin: skin.fair,
      nails: nails('oval', ['#F5B8C4'], { kind: 'glitter' }),
    },
  },
  'mani-3': {
    title: 'French manicure',
    background: 'sage',
    seed: 67,
    scene: {
      kind: 'hand',
      skin: skin.light,
      mirrored: true,
      nails: nails('square', ['#F6D9D3'], { kind: 'french', tip: '#FFFFFF' }),
    },
  },
  'pedi-1': {
    title: 'Coral pedicure',
    background: 'sage',
    seed: 71,
    scene: { kind: 'toes', skin: skin.medium, nails: nails('short', [coral], { kind: 'solid' }) },
  },
  'pedi-2': {
    title: 'Spa pedicure soak',
    background: 'cream',
    seed: 83,
    scene: { kind: 'soak', water: '#BFD9DA', petals: '#E27D8A' },
  },
  'pedi-3': {
    title: 'Gel pedicure in nude',
    background: 'blush',
    seed: 97,
    scene: {
      kind: 'toes',
      skin: skin.fair,
      nails: nails('short', ['#D8A990'], { kind: 'glitter' }),
    },
  },
  'salon-1': {
    title: 'Manicure stations',
    background: 'cream',
    seed: 101,
    scene: { kind: 'stations', lamp: palette.gold },
  },
  'salon-2': {
    title: 'Salon lounge',
    background: 'blush',
    seed: 113,
    scene: { kind: 'lounge', tea: '#B7793E' },
  },
  'salon-3': {
    title: 'Polish wall',
    background: 'ink',
    seed: 127,
    scene: {
      kind: 'polish-wall',
      shades: [
        red,
        blush,
        coral,
        nude,
        '#7A2E4A',
        '#F6D28B',
        '#9CB8D9',
        '#C7E0C3',
        '#5B3A6B',
        '#E9A6B5',
        '#F2EDE4',
        palette.gold,
        '#2F4858',
        '#D96C6C',
        '#B5838D',
      ],
    },
  },
}

/** The services' cards: a wide band, 800 × 360, atop each card. */
export const serviceArtwork: Record<string, Artwork> = {
  'classic-manicure': {
    title: 'Classic Manicure',
    background: 'cream',
    seed: 201,
    scene: {
      kind: 'fan',
      nails: nails('oval', ['#C0392B', '#D35D6E', '#E8A0A8', '#F3D1CF', '#B3202E'], {
        kind: 'solid',
      }),
    },
  },
  'signature-manicure': {
    title: 'Signature Manicure',
    background: 'blush',
    seed: 202,
    scene: {
      kind: 'fan',
      nails: nails('almond', ['#F7E1E3'], { kind: 'florals', petals: ['#E9A6B5', '#F6D28B'] }),
    },
  },
  'gel-manicure': {
    title: 'Gel Manicure',
    background: 'ink',
    seed: 203,
    scene: {
      kind: 'fan',
      nails: nails('almond', ['#7A2E4A', '#A23B5C', '#C8557A', '#E48AA6', '#F5B8C4'], {
        kind: 'solid',
      }),
    },
  },
  'dip-powder-manicure': {
    title: 'Dip Powder Manicure',
    background: 'sage',
    seed: 204,
    scene: { kind: 'fan', nails: nails('square', ['#F4ECDF'], { kind: 'ombre', to: '#9CB8D9' }) },
  },
  'luxury-spa-manicure': {
    title: 'Luxury Spa Manicure',
    background: 'ink',
    seed: 205,
    scene: { kind: 'fan', nails: nails('coffin', [nude], { kind: 'foil' }) },
  },
  'classic-pedicure': {
    title: 'Classic Pedicure',
    background: 'cream',
    seed: 206,
    scene: { kind: 'toes', skin: skin.light, nails: nails('short', [red], { kind: 'solid' }) },
  },
  'signature-pedicure': {
    title: 'Signature Pedicure',
    background: 'blush',
    seed: 207,
    scene: {
      kind: 'toes',
      skin: skin.deep,
      nails: nails('short', ['#F6D28B'], { kind: 'dots', dot: palette.cream }),
    },
  },
  'gel-pedicure': {
    title: 'Gel Pedicure',
    background: 'sage',
    seed: 208,
    scene: {
      kind: 'toes',
      skin: skin.fair,
      nails: nails('short', ['#5B3A6B'], { kind: 'glitter' }),
    },
  },
  'spa-luxury-pedicure': {
    title: 'Spa Luxury Pedicure',
    background: 'ink',
    seed: 209,
    scene: { kind: 'soak', water: '#A9CBCF', petals: '#F2C6C2' },
  },
  'rejuvenating-pedicure': {
    title: 'Rejuvenating Pedicure',
    background: 'sage',
    seed: 210,
    scene: { kind: 'soak', water: '#CFE0C3', petals: '#7FA37A' },
  },
  'nail-art-simple': {
    title: 'Nail Art (Simple)',
    background: 'cream',
    seed: 211,
    scene: {
      kind: 'fan',
      nails: nails('oval', [palette.ink, '#F2EDE4'], { kind: 'dots', dot: palette.gold }),
    },
  },
  'nail-art-complex': {
    title: 'Nail Art (Complex)',
    background: 'ink',
    seed: 212,
    scene: {
      kind: 'fan',
      nails: nails('stiletto', ['#F7F4EF'], { kind: 'marble', vein: '#6E6457' }),
    },
  },
  'nail-repair': {
    title: 'Nail Repair',
    background: 'cream',
    seed: 213,
    scene: { kind: 'fan', nails: nails('square', ['#EFD9CE'], { kind: 'seam' }) },
  },
  'nail-extensions': {
    title: 'Nail Extensions',
    background: 'blush',
    seed: 214,
    scene: {
      kind: 'fan',
      nails: nails('coffin', ['#F5B8C4', '#F7E1E3'], { kind: 'french', tip: '#FFFFFF' }),
    },
  },
  'polish-change': {
    title: 'Polish Change',
    background: 'sage',
    seed: 215,
    scene: { kind: 'bottle', polish: '#D96C6C' },
  },
}

/** The home page's featured services not on the services page (a band like the services'). */
export const featuredArtwork: Record<string, Artwork> = {
  'luxury-pedicure': {
    title: 'Luxury Pedicure',
    background: 'ink',
    seed: 221,
    scene: {
      kind: 'toes',
      skin: skin.medium,
      nails: nails('short', ['#F2C6C2'], { kind: 'foil' }),
    },
  },
  'gel-polish': {
    title: 'Gel Polish',
    background: 'cream',
    seed: 222,
    scene: {
      kind: 'fan',
      nails: nails('oval', [palette.gold, '#C8557A', '#7A2E4A', '#F5B8C4', '#B3202E'], {
        kind: 'glitter',
      }),
    },
  },
}

/** The home page's hero, 720 × 720, beside the headline on wide screens. */
const heroArtwork: Artwork = {
  title: 'A hand with gold foil almond nails',
  background: 'ink',
  seed: 301,
  scene: {
    kind: 'hand',
    skin: skin.light,
    nails: nails('almond', ['#F3D1CF', nude], { kind: 'foil' }),
  },
}

/** Every artwork file the build ships: its path under the site and how to draw it. */
export const artworkFiles = [
  ...Object.entries(galleryArtwork).map(([id, artwork]) => ({
    path: `artwork/gallery/${id}.svg`,
    artwork,
    width: 800,
    height: 600,
  })),
  ...Object.entries({ ...serviceArtwork, ...featuredArtwork }).map(([id, artwork]) => ({
    path: `artwork/services/${id}.svg`,
    artwork,
    width: 800,
    height: 360,
  })),
  { path: 'artwork/home/hero.svg', artwork: heroArtwork, width: 720, height: 720 },
]
