import type { Plugin } from 'vite'
import { sitePages } from '../src/app/pages.ts'
import { languages, pathInLanguage } from '../src/lib/i18n/languages.ts'
import { salon } from '../src/lib/salon.ts'

// What crawlers read, written into the build from the page table (src/app/pages.ts): the
// sitemap lists the pages marked for it in every language, robots.txt keeps them off a client's own pages.

/** Each language's version of `path` as <xhtml:link> alternates, English also as x-default. */
const alternates = (path: string) =>
  [...languages, 'x-default' as const].map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${salon.siteUrl}${pathInLanguage(path, language === 'x-default' ? 'en' : language)}"/>`,
  )

export function sitemapXml(): string {
  const urls = sitePages.flatMap(({ path, sitemap }) =>
    sitemap
      ? languages.map(
          (language) =>
            `  <url><loc>${salon.siteUrl}${pathInLanguage(path, language)}</loc>` +
            alternates(path).join('') +
            `<changefreq>${sitemap.changefreq}</changefreq>` +
            `<priority>${sitemap.priority.toFixed(1)}</priority></url>`,
        )
      : [],
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  const kept = sitePages.flatMap((page) =>
    page.private
      ? languages.map((language) => `Disallow: ${pathInLanguage(page.path, language)}`)
      : [],
  )
  return [
    'User-agent: *',
    'Allow: /',
    ...kept,
    '',
    `Sitemap: ${salon.siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** Emits sitemap.xml and robots.txt into the browser build. */
export function siteFilesPlugin(): Plugin {
  return {
    name: 'salon-site-files',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() })
    },
  }
}
