import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpointList } from '@/api/schemas/contract'
import { sitePages } from '@/app/pages'

// The contract table (its groups) is the one place an API path is written: the client names endpoints
// (`request('bookAppointment', …)`) and the transport reads their paths from the table.

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

/** Every API path, without its parameters ('/appointments/:id/cancel' → '/appointments/'). */
const apiPaths = new Set(endpointList.map(([, { path }]) => path.replace(/:.*$/, '')))
const sitePaths = new Set(sitePages.map((page) => page.path))

/** The string literals of a file that are an API path or begin one with a parameter. */
function apiPathLiterals(source: string): string[] {
  const literals = source.match(/(['"`])\/[a-z-/]*(?=\1|\$\{)/g) ?? []
  return literals
    .map((literal) => literal.slice(1))
    .filter((text) => apiPaths.has(text) && !sitePaths.has(text))
}

describe('API paths', () => {
  it('are written in src/ only in the contract table', () => {
    const found = filesUnder('src')
      // The table is contract.ts, its entries in groups (contract-accounts.ts…).
      .filter((file) => !/api[\\/]schemas[\\/]contract(-\w+)?\.ts$/.test(file))
      .flatMap((file) =>
        apiPathLiterals(readFileSync(file, 'utf8')).map((path) => `${file}: ${path}`),
      )
    expect(found).toEqual([])
  })

  it('the check finds a path written by hand', () => {
    expect(apiPathLiterals("request({ url: '/appointments' })")).toEqual(['/appointments'])
    expect(apiPathLiterals('url: `/waitlist/${id}`')).toEqual(['/waitlist/'])
  })
})
