import { isValidElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { searchablePages } from '@/app/layout/search-entries'
import { navPages, sitePages } from '@/app/pages'
import { languages, pathInLanguage } from '@/lib/i18n/languages'
import { RequireAuth } from '@/app/RequireAuth'
import { routes } from '@/app/router'
import { robotsTxt, sitemapXml } from '../../scripts/site-files-plugin'

// The page table (src/app/pages.ts) is the one place a page is registered: every list below is
// derived from it, and none may miss a page or hold one the table does not.

/** Every path the router renders a page at (its layouts have no path), but the 404. */
const routedPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : []),
    ...routedPaths(route.children ?? []),
  ])

/** Whether the page at `path` renders inside the guard. */
const isGuarded = (path: string) =>
  matchRoutes(routes, path)!.some(
    ({ route }) => isValidElement(route.element) && route.element.type === RequireAuth,
  )

describe('the page table', () => {
  it('gives the router exactly its pages, each guarded page behind the guard', () => {
    expect(routedPaths(routes).sort()).toEqual(sitePages.map((page) => page.path).sort())
    for (const { path, access } of sitePages)
      expect(isGuarded(path), path).toBe(access === 'guarded')
  })

  it('hands each page its entry, whose title and description the head and the hero show', () => {
    for (const page of sitePages) {
      const handle = matchRoutes(routes, page.path)!.at(-1)!.route.handle as { page?: unknown }
      expect(handle.page, page.path).toBe(page)
      expect(page.title.length, page.path).toBeGreaterThan(0)
      expect(page.description.length, page.path).toBeGreaterThan(50)
    }
  })

  it('puts in the sitemap the public pages marked for it, in every language, and keeps crawlers off private ones', () => {
    const sitemap = sitemapXml()
    const listed = [...sitemap.matchAll(/<loc>https:\/\/divanailspa\.com([^<]*)<\/loc>/g)]
    const marked = sitePages.filter((page) => page.sitemap).map((page) => page.path)
    expect(listed.map((match) => match[1])).toEqual(
      marked.flatMap((path) => languages.map((language) => pathInLanguage(path, language))),
    )
    expect(sitemap).toContain(
      '<loc>https://divanailspa.com/es/services</loc><xhtml:link rel="alternate" hreflang="en" href="https://divanailspa.com/services"/>',
    )
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://divanailspa.com/services"/>',
    )
    expect(sitePages.filter((page) => page.sitemap && page.access !== 'public')).toEqual([])
    const robots = robotsTxt()
    for (const page of sitePages)
      for (const language of languages) {
        const path = pathInLanguage(page.path, language)
        expect(robots.includes(`Disallow: ${path}\n`), path).toBe(page.private === true)
      }
    expect(robots).toContain('Sitemap: https://divanailspa.com/sitemap.xml')
  })

  it('offers in search every page with keywords, and in the navigation those marked for it', () => {
    expect(searchablePages.map((entry) => entry.to)).toEqual(
      sitePages.filter((page) => page.keywords).map((page) => page.path),
    )
    expect(navPages.map((page) => page.name)).toEqual([
      'Home',
      'Services',
      'Gallery',
      'Promotions',
      'Contact',
    ])
  })
})
