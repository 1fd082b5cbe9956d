import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { fullAddress, salon } from '../src/lib/salon.ts'

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

// Runs before the body is drawn. A guarded page (/booking) is served as the login page, which is
// what a signed-out visitor gets: the address becomes /login, with the page asked for as `from`
// in React Router's history state, as the app's own redirect leaves it. With a session stored,
// the page's signed-in copy is wanted instead (scripts/inline/signed-in-copy.js). A page prerendered for
// one address but served for another (a signed-in visitor's /booking, a query string such as
// /contact?subject=Events, or a host's fallback) keeps its header and footer while its main part
// is hidden until the app draws the right one; src/app/prerendered.ts reads the verdict. A ?tab=
// alone is the page's own: its tabs are hidden until the body's script has shown that tab
// (scripts/inline/tab-copy.js), and the app adopts it. The 404 page ('*') is drawn for every
// unknown address.
const staleCheck =
  "var d=document.documentElement,p=d.dataset.prerendered,l=location,s,o,u=null;try{u=localStorage.getItem('user')}catch(e){}if(d.hasAttribute('data-guarded'))u===null?history.replaceState({usr:{from:l.pathname+l.search},key:'default'},'','/login'):d.setAttribute('data-copy-wanted','');s=l.search;o=s.replace(/(^\\?|&)tab=[^&]*/,'');if(p&&(p==='*'?s:p!==l.pathname.replace(/(.)\\/$/,'$1')||o.length>1))d.dataset.stale='';else if(p&&o!==s)d.dataset.tabWanted=''"
// The main part keeps the viewport's height, so the footer does not move while the app draws.
// A guarded page's signed-in copy and a linked tab are the right ones to show: hidden only until
// they are in place.
const staleStyle =
  'html[data-copy-wanted] #root{visibility:hidden}html[data-stale]:not([data-copy]) main{visibility:hidden;min-height:100vh}html[data-tab-wanted] #root [data-url-tabs]{visibility:hidden}'
// A photo that cannot load shows the salon's artwork at once, before the app is there
// (ImageWithFallback marks the image with data-fallback-src and adopts the swap).
const imageFallback =
  "document.addEventListener('error',function(e){var t=e.target,f=t.dataset&&t.dataset.fallbackSrc;if(t.tagName==='IMG'&&f&&t.getAttribute('src')!==f){t.removeAttribute('srcset');t.src=f;t.dataset.fallback='true'}},true)"
// Nothing a person does before the app is live is lost (scripts/inline/early-input.js); a
// control pressed meanwhile shows that it was.
const earlyInput = readFileSync(new URL('./inline/early-input.js', import.meta.url), 'utf8')
const heldStyle = '[data-held]{opacity:.65;cursor:progress}'
// At the end of the body: a returning client's guarded page shows its signed-in copy, and a
// linked tab shows at once.
const signedInCopy = readFileSync(new URL('./inline/signed-in-copy.js', import.meta.url), 'utf8')
const tabCopy = readFileSync(new URL('./inline/tab-copy.js', import.meta.url), 'utf8')
// Testers' window.salonMocks, queueing calls until the mock back-end answers.
const mockControl = readFileSync(new URL('./inline/mock-control.js', import.meta.url), 'utf8')
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
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin))
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
  const scripts = [
    staleCheck,
    imageFallback,
    earlyInput,
    ...(env.VITE_API_MOCKING === 'off' ? [] : [mockControl]),
  ]
  const bodyScripts = [signedInCopy, tabCopy]
  return {
    name: 'salon-head',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
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
        const description = `${salon.name}: premium manicures, pedicures and nail art in ${fullAddress.split(', ').slice(-2).join(', ')}. Book online.`
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
                  content: contentSecurityPolicy(env, [...scripts, ...bodyScripts]),
                }),
              ]),
          ...scripts.map((code) => ({ tag: 'script', children: code, injectTo: 'head' as const })),
          ...bodyScripts.map((code) => ({
            tag: 'script',
            children: code,
            injectTo: 'body' as const,
          })),
          { tag: 'style', children: staleStyle + heldStyle, injectTo: 'head' as const },
          ...preloads,
          meta({ property: 'og:type', content: 'website' }),
          meta({ property: 'og:site_name', content: salon.name }),
          meta({
            property: 'og:title',
            content: `${salon.name} | Premium Nail Salon in Chantilly, VA`,
          }),
          meta({ property: 'og:description', content: description }),
          meta({ property: 'og:image', content: `${salon.siteUrl}/og-image.jpg` }),
          meta({ property: 'og:url', content: salon.siteUrl }),
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
