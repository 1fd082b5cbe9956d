// Browser builds only (vite.config.ts). msw's cookie store reaches tldts through tough-cookie for
// the registrable domain of a cookie; its public-suffix list is half of the mock back-end's chunk.
// The mock API authenticates with bearer tokens and sets no cookies, so the host itself will do.
export function getDomain(host: string | null | undefined): string | null {
  return host ? host.toLowerCase() : null
}
