import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { minify, transformWithOxc, type Plugin } from 'vite'
import { salon } from '../src/lib/salon.ts'
import { isOrigin } from './build-env.ts'

// Builds the document head's facts from src/lib/salon.ts, the one place they live: the
// schema.org NailSalon record, social cards, and (in builds) the Content-Security-Policy.

function nailSalonJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'NailSalon',
    name: salon.name,
    description: `${salon.tagline}: manicures, pedicures and nail art.`,
    url: salon.siteUrl,
    image: `${salon.siteUrl}/og-image.jpg`,
    telephone: salon.headerPhone,
    email: salon.email,
    priceRange: salon.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: salon.address.street,
      addressLocality: salon.address.city,
      addressRegion: salon.address.region,
      postalCode: salon.address.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', ...salon.geo },
    openingHoursSpecification: salon.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek,
      opens: h.from,
      closes: h.to,
    })),
    sameAs: salon.social.map((s) => s.url),
  }
}

// The scripts that run before React, written in TypeScript in src/lib/inline/ (each exports one
// function and imports nothing), compiled here and inlined; their hashes go into the CSP.
const inlineScripts = [
  { file: 'src/lib/inline/served-page.ts', run: 'markServedPage' },
  { file: 'src/lib/inline/image-fallback.ts', run: 'swapBrokenImages' },
  { file: 'src/lib/inline/early-input.ts', run: 'holdEarlyInput' },
]
const mockControlScript = { file: 'src/lib/inline/mock-control.ts', run: 'defineMockControl' }

/** `file` compiled to a minified script that runs its `run` function. */
export async function compileInlineScript({
  file,
  run,
  args = '',
}: {
  file: string
  run: string
  /** What `run` is called with, as code. */
  args?: string
}) {
  // Paths are from the project's root, where Vite and vitest run.
  const source = readFileSync(file, 'utf8')
  const { code } = await transformWithOxc(source, file, { lang: 'ts' })
  if (/^import /m.test(code)) throw new Error(`${file} imports a module; an inline script cannot`)
  const script = `(()=>{${code.replace(/^export /gm, '')}\n${run}(${args})})()`
  return (await minify(`${file}.js`, script, {})).code.trim()
}

// While React has not rendered a page served for another address, its main part keeps the
// viewport's height, so the footer does not move. A control pressed before the app is ready
// shows that it was. A guarded page left for /login paints nothing.
const servedPageStyle =
  'html[data-leaving] body{visibility:hidden}html[data-stale] main{visibility:hidden;min-height:100vh}[data-held]{opacity:.65;cursor:progress}'
const scriptHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`

/** The hosts the CSP names, from the build's environment (.env files or the shell). */
export interface CspEnv {
  /** The API; its origin is allowed to connect when it is absolute. */
  VITE_API_BASE_URL?: string
  /** Where the gallery's photos come from (space-separated origins). */
  VITE_PHOTO_HOST?: string
  /** Whose map the contact page frames (space-separated origins). */
  VITE_MAP_HOST?: string
}

/** `value`'s origins, or `fallback`'s; anything else would let text into the policy, so it stops the build. */
function origins(name: string, value: string | undefined, fallback: string): string {
  const listed = (value?.trim() || fallback).split(/[\s,]+/)
  for (const origin of listed)
    if (!isOrigin(origin))
      throw new Error(`${name}: "${origin}" is not an origin such as https://images.example.com`)
  return listed.join(' ')
}

/**
 * Only what the site uses: its own files, the photo host, the map frame and the API. Today's
 * hosts are the defaults; a deployment with its own names them in VITE_PHOTO_HOST and
 * VITE_MAP_HOST (and the API by VITE_API_BASE_URL).
 */
export function contentSecurityPolicy(env: CspEnv, scripts: string[]) {
  const apiBaseUrl = env.VITE_API_BASE_URL
  const apiOrigin =
    apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) ? ` ${new URL(apiBaseUrl).origin}` : ''
  const photoHost = origins('VITE_PHOTO_HOST', env.VITE_PHOTO_HOST, 'https://images.unsplash.com')
  const mapHost = origins('VITE_MAP_HOST', env.VITE_MAP_HOST, 'https://www.google.com')
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.map(scriptHash).join(' ')}`,
    // Emotion (Chakra) writes its styles into <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${photoHost}`,
    "font-src 'self'",
    `connect-src 'self'${apiOrigin}`,
    `frame-src ${mapHost}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export function headPlugin(env: CspEnv & { VITE_API_MOCKING?: string }): Plugin {
  let compiled: Promise<string[]> | undefined
  // The dev server shows the testers' panel on every page.
  let mockControl: Parameters<typeof compileInlineScript>[0] = mockControlScript
  return {
    name: 'salon-head',
    configResolved(config) {
      if (config.command === 'serve') mockControl = { ...mockControlScript, args: 'true' }
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const wanted = [...inlineScripts, ...(env.VITE_API_MOCKING === 'off' ? [] : [mockControl])]
        const scripts = await (compiled ??= Promise.all(wanted.map(compileInlineScript)))
        // The body and heading fonts load with the page, so text does not reflow (and shift the
        // layout) when they arrive late.
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /(inter-latin-wght-normal|playfair-display-latin-600-normal)-.*\.woff2$/.test(file),
        )
        const preloads = fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }))
        // A page's own card (title, description, address, language) is written by React with
        // its title (src/app/layout/PageHead.tsx); what every card shares is here.
        const meta = (attrs: Record<string, string>) => ({
          tag: 'meta',
          attrs,
          injectTo: 'head' as const,
        })
        return [
          ...(context.server
            ? []
            : [
                meta({
                  'http-equiv': 'Content-Security-Policy',
                  content: contentSecurityPolicy(env, scripts),
                }),
              ]),
          ...scripts.map((code) => ({ tag: 'script', children: code, injectTo: 'head' as const })),
          { tag: 'style', children: servedPageStyle, injectTo: 'head' as const },
          ...preloads,
          meta({ property: 'og:type', content: 'website' }),
          meta({ property: 'og:site_name', content: salon.name }),
          meta({ property: 'og:image', content: `${salon.siteUrl}/og-image.jpg` }),
          meta({ name: 'twitter:card', content: 'summary_large_image' }),
          {
            tag: 'script',
            attrs: { type: 'application/ld+json' },
            children: JSON.stringify(nailSalonJsonLd()),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
