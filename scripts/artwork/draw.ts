// Draws the salon's artwork as SVG: hands, toes and swatch fans of painted nails, and a few
// studio scenes, in the salon's palette (gold accent, ink, cream). Pure functions of a design, so
// a build always draws the same pictures.

export const palette = {
  gold: '#D4A843',
  goldLight: '#E0BF6C',
  goldPale: '#F5E9CC',
  ink: '#1C1815',
  inkSoft: '#2A2520',
  cream: '#FFFDF9',
  creamDeep: '#F4ECDF',
}

type NailShape = 'almond' | 'oval' | 'square' | 'coffin' | 'stiletto' | 'short'
type NailFinish =
  | { kind: 'solid' }
  | { kind: 'florals'; petals: string[] }
  | { kind: 'foil' }
  | { kind: 'geometric'; accent: string }
  | { kind: 'french'; tip: string }
  | { kind: 'ombre'; to: string }
  | { kind: 'marble'; vein: string }
  | { kind: 'dots'; dot: string }
  | { kind: 'glitter' }
  | { kind: 'seam' }

export interface NailDesign {
  shape: NailShape
  /** The polish of each nail, repeated across the hand. */
  colors: string[]
  finish: NailFinish
}

type Scene =
  | { kind: 'hand'; nails: NailDesign; skin: string; mirrored?: boolean }
  | { kind: 'toes'; nails: NailDesign; skin: string }
  | { kind: 'fan'; nails: NailDesign }
  | { kind: 'soak'; water: string; petals: string }
  | { kind: 'stations'; lamp: string }
  | { kind: 'lounge'; tea: string }
  | { kind: 'polish-wall'; shades: string[] }
  | { kind: 'bottle'; polish: string }

export interface Artwork {
  /** Read by assistive technology only when the picture is not decorative. */
  title: string
  scene: Scene
  background: 'cream' | 'ink' | 'blush' | 'sage'
  /** A number that varies the details (flake, petal and sparkle positions). */
  seed: number
}

/** A small deterministic random source, so that a design draws the same way in every build. */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}
type Random = ReturnType<typeof random>

const n = (value: number) => Math.round(value * 10) / 10

/** A nail's outline, `w` wide and `h` tall, its free edge at the top and cuticle at the bottom. */
function nailPath(shape: NailShape, w: number, h: number) {
  const cuticle = `L${w},${n(h * 0.86)} Q${n(w / 2)},${n(h * 1.04)} 0,${n(h * 0.86)} Z`
  switch (shape) {
    case 'almond':
      return `M0,${n(h * 0.5)} C0,${n(h * 0.2)} ${n(w * 0.32)},0 ${n(w / 2)},0 C${n(w * 0.68)},0 ${w},${n(h * 0.2)} ${w},${n(h * 0.5)} ${cuticle}`
    case 'stiletto':
      return `M0,${n(h * 0.55)} C0,${n(h * 0.3)} ${n(w * 0.4)},${n(h * 0.08)} ${n(w / 2)},0 C${n(w * 0.6)},${n(h * 0.08)} ${w},${n(h * 0.3)} ${w},${n(h * 0.55)} ${cuticle}`
    case 'oval':
      return `M0,${n(w / 2)} A${n(w / 2)},${n(w / 2)} 0 0 1 ${w},${n(w / 2)} ${cuticle}`
    case 'square':
      return `M0,${n(w * 0.12)} Q0,0 ${n(w * 0.12)},0 L${n(w * 0.88)},0 Q${w},0 ${w},${n(w * 0.12)} ${cuticle}`
    case 'coffin':
      return `M0,${n(h * 0.42)} L${n(w * 0.22)},0 L${n(w * 0.78)},0 L${w},${n(h * 0.42)} ${cuticle}`
    case 'short':
      return `M0,${n(w * 0.42)} Q0,0 ${n(w / 2)},0 Q${w},0 ${w},${n(w * 0.42)} ${cuticle}`
  }
}

function flower(x: number, y: number, r: number, petal: string) {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => {
      const a = (angle * Math.PI) / 180
      return `<circle cx="${n(x + Math.cos(a) * r)}" cy="${n(y + Math.sin(a) * r)}" r="${n(r * 0.78)}" fill="${petal}"/>`
    })
    .join('')
  return `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="${palette.gold}"/>`
}

/** What is painted on a nail, inside its outline. */
function finishOn(finish: NailFinish, w: number, h: number, color: string, rnd: Random) {
  switch (finish.kind) {
    case 'solid':
      return ''
    case 'florals': {
      const count = 1 + Math.floor(rnd() * 2)
      return Array.from({ length: count }, (_, i) =>
        flower(
          w * (0.3 + rnd() * 0.4),
          h * (0.25 + i * 0.35 + rnd() * 0.1),
          w * 0.12,
          finish.petals[Math.floor(rnd() * finish.petals.length)]!,
        ),
      ).join('')
    }
    case 'foil':
      return Array.from({ length: 5 }, () => {
        const x = w * (0.1 + rnd() * 0.8)
        const y = h * (0.05 + rnd() * 0.45)
        const s = w * (0.08 + rnd() * 0.14)
        return `<path d="M${n(x)},${n(y)} l${n(s)},${n(s * 0.3)} l${n(-s * 0.4)},${n(s * 0.9)} l${n(-s * 0.7)},${n(-s * 0.5)} Z" fill="${palette.goldLight}" opacity="0.95"/>`
      }).join('')
    case 'geometric': {
      const flip = rnd() > 0.5
      return `<path d="M${flip ? 0 : w},0 L${n(w / 2)},${n(h * 0.55)} L${flip ? 0 : w},${h} Z" fill="${finish.accent}"/><path d="M0,${n(h * 0.3)} L${w},${n(h * 0.62)}" stroke="${finish.accent === palette.ink ? palette.cream : palette.ink}" stroke-width="${n(w * 0.06)}"/>`
    }
    case 'french':
      return `<path d="M-2,${n(h * 0.2)} Q${n(w / 2)},${n(h * 0.34)} ${w + 2},${n(h * 0.2)} L${w + 2},-2 L-2,-2 Z" fill="${finish.tip}"/>`
    case 'ombre':
      return `<rect width="${w}" height="${n(h * 0.7)}" fill="url(#ombre)"/>`
    case 'marble':
      return Array.from({ length: 3 }, () => {
        const x = w * rnd()
        return `<path d="M${n(x)},-2 C${n(x + w * 0.5)},${n(h * 0.3)} ${n(x - w * 0.4)},${n(h * 0.55)} ${n(x + w * 0.2)},${h}" stroke="${finish.vein}" stroke-width="${n(1 + rnd() * 2.5)}" fill="none" opacity="0.8"/>`
      }).join('')
    case 'dots':
      return Array.from({ length: 3 }, (_, i) => {
        return `<circle cx="${n(w / 2)}" cy="${n(h * (0.22 + i * 0.2))}" r="${n(w * (0.11 - i * 0.025))}" fill="${finish.dot}"/>`
      }).join('')
    case 'glitter':
      return Array.from({ length: 14 }, () => {
        return `<circle cx="${n(w * rnd())}" cy="${n(h * rnd() * 0.9)}" r="${n(1 + rnd() * 2.2)}" fill="${rnd() > 0.4 ? palette.goldLight : palette.cream}"/>`
      }).join('')
    case 'seam':
      return `<path d="M${n(w * 0.15)},${n(h * 0.12)} L${n(w * 0.45)},${n(h * 0.3)} L${n(w * 0.35)},${n(h * 0.48)} L${n(w * 0.8)},${n(h * 0.7)}" stroke="${palette.gold}" stroke-width="${n(w * 0.07)}" fill="none" stroke-linejoin="round"/>${color ? '' : ''}`
  }
}

let clipId = 0
/** One painted nail with its shine, at (x, y) turned by `angle` degrees about its cuticle. */
function nail(
  design: NailDesign,
  index: number,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  rnd: Random,
) {
  const color = design.colors[index % design.colors.length]!
  const id = `nail${clipId++}`
  const path = nailPath(design.shape, w, h)
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)},${n(w / 2)},${h})">
<clipPath id="${id}"><path d="${path}"/></clipPath>
<path d="${path}" fill="${color}"/>
<g clip-path="url(#${id})">${finishOn(design.finish, w, h, color, rnd)}
<path d="M${n(w * 0.22)},${n(h * 0.25)} Q${n(w * 0.2)},${n(h * 0.55)} ${n(w * 0.3)},${n(h * 0.8)}" stroke="#fff" stroke-width="${n(w * 0.09)}" stroke-linecap="round" fill="none" opacity="0.35"/></g>
<path d="${path}" fill="none" stroke="${palette.ink}" stroke-opacity="0.18" stroke-width="1.5"/>
</g>`
}

const backgrounds = {
  cream: [palette.cream, palette.creamDeep],
  ink: [palette.inkSoft, palette.ink],
  blush: ['#FBEFEA', '#F1D9D0'],
  sage: ['#EEF1E8', '#DCE3D2'],
}

/** A hand from below, four fingers and a thumb, each with its nail. */
function hand(scene: Extract<Scene, { kind: 'hand' }>, W: number, H: number, rnd: Random) {
  const unit = H / 600
  const fingers = [
    { x: 0.37, tip: 0.3, angle: -9, width: 74 },
    { x: 0.47, tip: 0.2, angle: -3, width: 78 },
    { x: 0.57, tip: 0.26, angle: 4, width: 74 },
    { x: 0.66, tip: 0.42, angle: 11, width: 64 },
  ]
  const shade = `<linearGradient id="skin" x1="0" x2="1"><stop offset="0" stop-color="${scene.skin}"/><stop offset="1" stop-color="${scene.skin}" stop-opacity="0.86"/></linearGradient>`
  let out = `<defs>${shade}</defs><g transform="${scene.mirrored ? `translate(${W},0) scale(-1,1)` : ''}">`
  // Thumb, then the palm, then the fingers over it.
  out += `<g transform="rotate(-38,${n(W * 0.33)},${n(H * 0.95)})"><rect x="${n(W * 0.33 - 40 * unit)}" y="${n(H * 0.48)}" width="${n(82 * unit)}" height="${n(H * 0.6)}" rx="${n(41 * unit)}" fill="url(#skin)"/>${nail(scene.nails, 4, W * 0.33 - 28 * unit, H * 0.5, 58 * unit, 84 * unit, 0, rnd)}</g>`
  out += `<rect x="${n(W * 0.32)}" y="${n(H * 0.62)}" width="${n(W * 0.4)}" height="${n(H * 0.5)}" rx="${n(90 * unit)}" fill="url(#skin)"/>`
  fingers.forEach((finger, i) => {
    const fw = finger.width * unit
    const cx = W * finger.x
    const top = H * finger.tip
    const nailW = fw * 0.74
    out += `<g transform="rotate(${finger.angle},${n(cx)},${n(H)})"><rect x="${n(cx - fw / 2)}" y="${n(top)}" width="${n(fw)}" height="${n(H - top + 40)}" rx="${n(fw / 2)}" fill="url(#skin)"/><path d="M${n(cx - fw * 0.3)},${n(top + fw * 2.35)} q${n(fw * 0.3)},${n(fw * 0.12)} ${n(fw * 0.6)},0" stroke="${palette.ink}" stroke-opacity="0.12" stroke-width="2" fill="none"/>${nail(scene.nails, i, cx - nailW / 2, top - fw * 0.38, nailW, fw * 1.45, 0, rnd)}</g>`
  })
  return `${out}</g>`
}

/** Five toes in a row, the big toe first, seen from above. */
function toes(scene: Extract<Scene, { kind: 'toes' }>, W: number, H: number, rnd: Random) {
  const unit = H / 600
  const sizes = [1.35, 1, 0.9, 0.8, 0.68]
  const gap = 10 * unit
  const total = sizes.reduce((sum, size) => sum + 92 * unit * size + gap, -gap)
  // The row of toes is centred, the foot drawn around it.
  let x = W / 2 - total / 2
  const left = x - 50 * unit
  const right = x + total + 40 * unit
  let out = `<path d="M${n(left)},${H} C${n(left - 30 * unit)},${n(H * 0.55)} ${n(left + 90 * unit)},${n(H * 0.42)} ${n((left + right) / 2)},${n(H * 0.45)} C${n(right - 90 * unit)},${n(H * 0.48)} ${n(right + 30 * unit)},${n(H * 0.62)} ${n(right)},${H} Z" fill="${scene.skin}"/>`
  sizes.forEach((size, i) => {
    const tw = 92 * unit * size
    const top = H * (0.3 + i * 0.05) + (1 - size) * 40 * unit
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(tw)}" height="${n(tw * 1.6)}" rx="${n(tw / 2)}" fill="${scene.skin}"/>`
    out += nail(scene.nails, i, x + tw * 0.16, top + tw * 0.14, tw * 0.68, tw * 0.7, 0, rnd)
    x += tw + gap
  })
  return out
}

/** A swatch fan: the design painted on five nail tips, fanned out like a salon colour wheel. */
function fan(scene: Extract<Scene, { kind: 'fan' }>, W: number, H: number, rnd: Random) {
  const nw = H * 0.2
  const nh = H * 0.46
  const pivotY = H * 1.02
  return [-36, -18, 0, 18, 36]
    .map((angle, i) => {
      const stick = `<rect x="${n(W / 2 - 3)}" y="${n(H * 0.5)}" width="6" height="${n(pivotY - H * 0.5)}" fill="${palette.gold}" opacity="0.55"/>`
      return `<g transform="rotate(${angle},${n(W / 2)},${n(pivotY)})">${stick}${nail(scene.nails, i, W / 2 - nw / 2, H * 0.1, nw, nh, 0, rnd)}</g>`
    })
    .join('')
}

function soak(scene: Extract<Scene, { kind: 'soak' }>, W: number, H: number, rnd: Random) {
  const cx = W / 2
  const cy = H / 2
  const r = H * 0.38
  let out = `<circle cx="${cx}" cy="${cy}" r="${n(r + 18)}" fill="${palette.cream}" stroke="${palette.gold}" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="${scene.water}"/>`
  out += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.7)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.4)}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>`
  for (let i = 0; i < 11; i++) {
    const a = rnd() * Math.PI * 2
    const d = r * (0.15 + rnd() * 0.7)
    const x = cx + Math.cos(a) * d
    const y = cy + Math.sin(a) * d
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(H * 0.045)}" ry="${n(H * 0.026)}" transform="rotate(${n(rnd() * 180)},${n(x)},${n(y)})" fill="${scene.petals}" opacity="${n(0.75 + rnd() * 0.25)}"/>`
  }
  return out
}

function stations(scene: Extract<Scene, { kind: 'stations' }>, W: number, H: number) {
  let out = `<rect x="0" y="${n(H * 0.72)}" width="${W}" height="${n(H * 0.28)}" fill="${palette.creamDeep}"/>`
  for (let i = 0; i < 3; i++) {
    const x = W * (0.2 + i * 0.3)
    out += `<path d="M${n(x - 20)},${n(H * 0.56)} L${n(x - 20)},${n(H * 0.22)} Q${n(x - 20)},${n(H * 0.12)} ${n(x + 30)},${n(H * 0.14)}" stroke="${palette.ink}" stroke-width="5" fill="none"/>`
    out += `<path d="M${n(x + 8)},${n(H * 0.14)} L${n(x + 60)},${n(H * 0.14)} L${n(x + 48)},${n(H * 0.22)} L${n(x + 20)},${n(H * 0.22)} Z" fill="${scene.lamp}"/>`
    out += `<ellipse cx="${n(x + 34)}" cy="${n(H * 0.4)}" rx="${n(W * 0.05)}" ry="${n(H * 0.14)}" fill="${scene.lamp}" opacity="0.16"/>`
    out += `<rect x="${n(x - 70)}" y="${n(H * 0.56)}" width="${n(W * 0.2)}" height="${n(H * 0.05)}" rx="6" fill="${palette.ink}"/>`
    out += `<rect x="${n(x - 60)}" y="${n(H * 0.61)}" width="10" height="${n(H * 0.2)}" fill="${palette.ink}"/><rect x="${n(x + 60)}" y="${n(H * 0.61)}" width="10" height="${n(H * 0.2)}" fill="${palette.ink}"/>`
    out += `<rect x="${n(x - 40)}" y="${n(H * 0.68)}" width="${n(W * 0.1)}" height="${n(H * 0.14)}" rx="20" fill="${palette.gold}"/>`
  }
  return out
}

function lounge(scene: Extract<Scene, { kind: 'lounge' }>, W: number, H: number) {
  const cx = W * 0.42
  const cy = H * 0.62
  return `<ellipse cx="${cx}" cy="${n(cy + H * 0.12)}" rx="${n(W * 0.2)}" ry="${n(H * 0.05)}" fill="${palette.goldPale}" stroke="${palette.gold}" stroke-width="3"/>
<path d="M${n(cx - W * 0.12)},${n(cy - H * 0.12)} L${n(cx + W * 0.12)},${n(cy - H * 0.12)} Q${n(cx + W * 0.11)},${n(cy + H * 0.12)} ${cx},${n(cy + H * 0.12)} Q${n(cx - W * 0.11)},${n(cy + H * 0.12)} ${n(cx - W * 0.12)},${n(cy - H * 0.12)} Z" fill="${palette.cream}" stroke="${palette.gold}" stroke-width="3"/>
<ellipse cx="${cx}" cy="${n(cy - H * 0.12)}" rx="${n(W * 0.12)}" ry="${n(H * 0.03)}" fill="${scene.tea}"/>
<path d="M${n(cx + W * 0.115)},${n(cy - H * 0.07)} q${n(W * 0.07)},0 ${n(W * 0.05)},${n(H * 0.09)} q-${n(W * 0.02)},${n(H * 0.04)} -${n(W * 0.06)},${n(H * 0.03)}" stroke="${palette.gold}" stroke-width="6" fill="none"/>
${[-0.05, 0, 0.05].map((dx) => `<path d="M${n(cx + W * dx)},${n(cy - H * 0.18)} q-${n(W * 0.025)},-${n(H * 0.06)} 0,-${n(H * 0.12)} q${n(W * 0.025)},-${n(H * 0.06)} 0,-${n(H * 0.12)}" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="4" fill="none" stroke-linecap="round"/>`).join('')}
<path d="M${n(W * 0.72)},${n(H * 0.75)} L${n(W * 0.7)},${n(H * 0.5)} Q${n(W * 0.76)},${n(H * 0.44)} ${n(W * 0.82)},${n(H * 0.5)} L${n(W * 0.8)},${n(H * 0.75)} Z" fill="${palette.ink}"/>
${[
  [0.72, 0.3],
  [0.78, 0.24],
  [0.83, 0.33],
]
  .map(
    ([x, y]) =>
      `<path d="M${n(W * 0.76)},${n(H * 0.5)} Q${n(W * x!)},${n(H * (y! + 0.1))} ${n(W * x!)},${n(H * y!)}" stroke="${palette.ink}" stroke-width="3" fill="none"/>${flower(W * x!, H * y!, H * 0.025, '#F3C9C1')}`,
  )
  .join('')}`
}

function polishWall(scene: Extract<Scene, { kind: 'polish-wall' }>, W: number, H: number) {
  let out = ''
  const rows = 4
  const cols = 9
  for (let r = 0; r < rows; r++) {
    const shelfY = H * (0.28 + r * 0.2)
    out += `<rect x="${n(W * 0.06)}" y="${n(shelfY)}" width="${n(W * 0.88)}" height="8" fill="${palette.gold}"/>`
    for (let c = 0; c < cols; c++) {
      const shade = scene.shades[(r * cols + c) % scene.shades.length]!
      const x = W * 0.09 + c * ((W * 0.82) / cols)
      const bw = W * 0.06
      out += `<rect x="${n(x + bw * 0.3)}" y="${n(shelfY - H * 0.16)}" width="${n(bw * 0.4)}" height="${n(H * 0.06)}" rx="3" fill="${palette.ink}"/><rect x="${n(x)}" y="${n(shelfY - H * 0.105)}" width="${n(bw)}" height="${n(H * 0.105)}" rx="${n(bw * 0.25)}" fill="${shade}"/><rect x="${n(x + bw * 0.15)}" y="${n(shelfY - H * 0.09)}" width="${n(bw * 0.12)}" height="${n(H * 0.06)}" rx="3" fill="#fff" opacity="0.35"/>`
    }
  }
  return out
}

function bottle(scene: Extract<Scene, { kind: 'bottle' }>, W: number, H: number) {
  const cx = W / 2
  const bw = H * 0.42
  return `<rect x="${n(cx - bw * 0.18)}" y="${n(H * 0.08)}" width="${n(bw * 0.36)}" height="${n(H * 0.3)}" rx="8" fill="${palette.ink}"/>
<rect x="${n(cx - bw * 0.26)}" y="${n(H * 0.36)}" width="${n(bw * 0.52)}" height="${n(H * 0.06)}" rx="4" fill="${palette.gold}"/>
<rect x="${n(cx - bw / 2)}" y="${n(H * 0.42)}" width="${n(bw)}" height="${n(H * 0.5)}" rx="${n(bw * 0.22)}" fill="${scene.polish}"/>
<rect x="${n(cx - bw * 0.36)}" y="${n(H * 0.48)}" width="${n(bw * 0.1)}" height="${n(H * 0.3)}" rx="6" fill="#fff" opacity="0.35"/>
<path d="M${n(cx + bw * 0.8)},${n(H * 0.9)} q${n(bw * 0.4)},-${n(H * 0.1)} ${n(bw * 0.9)},-${n(H * 0.02)}" stroke="${scene.polish}" stroke-width="${n(H * 0.05)}" stroke-linecap="round" fill="none"/>`
}

/** Sparkles and a gold ring: the salon's mark on every picture, placed by the seed. */
function ornaments(W: number, H: number, dark: boolean, rnd: Random) {
  const ring = `<circle cx="${n(W * (0.12 + rnd() * 0.76))}" cy="${n(H * (0.1 + rnd() * 0.25))}" r="${n(H * (0.16 + rnd() * 0.1))}" fill="none" stroke="${palette.gold}" stroke-opacity="${dark ? 0.5 : 0.35}" stroke-width="2"/>`
  const sparkles = Array.from({ length: 5 }, () => {
    const x = W * (0.05 + rnd() * 0.9)
    const y = H * (0.05 + rnd() * 0.5)
    const s = H * (0.012 + rnd() * 0.02)
    return `<path d="M${n(x)},${n(y - s)} Q${n(x)},${n(y)} ${n(x + s)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y + s)} Q${n(x)},${n(y)} ${n(x - s)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y - s)} Z" fill="${palette.goldLight}"/>`
  }).join('')
  return ring + sparkles
}

/** The whole picture, `width` × `height`, as an SVG document. */
export function drawArtwork(artwork: Artwork, width: number, height: number): string {
  clipId = 0
  const rnd = random(artwork.seed)
  const [from, to] = backgrounds[artwork.background]
  const { scene } = artwork
  const ombre =
    'nails' in scene && scene.nails.finish.kind === 'ombre'
      ? `<linearGradient id="ombre" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.nails.finish.to}"/><stop offset="1" stop-color="${scene.nails.finish.to}" stop-opacity="0"/></linearGradient>`
      : ''
  const body = {
    hand: () => hand(scene as Extract<Scene, { kind: 'hand' }>, width, height, rnd),
    toes: () => toes(scene as Extract<Scene, { kind: 'toes' }>, width, height, rnd),
    fan: () => fan(scene as Extract<Scene, { kind: 'fan' }>, width, height, rnd),
    soak: () => soak(scene as Extract<Scene, { kind: 'soak' }>, width, height, rnd),
    stations: () => stations(scene as Extract<Scene, { kind: 'stations' }>, width, height),
    lounge: () => lounge(scene as Extract<Scene, { kind: 'lounge' }>, width, height),
    'polish-wall': () =>
      polishWall(scene as Extract<Scene, { kind: 'polish-wall' }>, width, height),
    bottle: () => bottle(scene as Extract<Scene, { kind: 'bottle' }>, width, height),
  }[scene.kind]()
  const title = artwork.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>
<defs><radialGradient id="bg" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>${ombre}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${ornaments(width, height, artwork.background === 'ink', rnd)}
${body}
</svg>
`
}
