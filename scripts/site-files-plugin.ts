import type { Plugin } from 'vite'
import { sitePages } from '../src/app/pages.ts'
import { salon } from '../src/lib/salon.ts'

// What crawlers read, written into the build from the page table (src/app/pages.ts): the
// sitemap lists the pages marked for it, robots.txt keeps them off a client's own pages.

export function sitemapXml(): string {
  const urls = sitePages.flatMap(({ path, sitemap }) =>
    sitemap
      ? [
          `  <url><loc>${salon.siteUrl}${path}</loc><changefreq>${sitemap.changefreq}</changefreq>` +
            `<priority>${sitemap.priority.toFixed(1)}</priority></url>`,
        ]
      : [],
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  const kept = sitePages.flatMap((page) => (page.private ? [`Disallow: ${page.path}`] : []))
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
