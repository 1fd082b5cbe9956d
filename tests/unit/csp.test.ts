import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/head-plugin'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('the Content-Security-Policy', () => {
  it("names today's photo host, map host and a same-origin API by default", () => {
    const policy = contentSecurityPolicy({}, [])
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://images.unsplash.com",
    )
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.google.com')
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
  })

  it('takes the API origin, photo hosts and map host from configuration', () => {
    const policy = contentSecurityPolicy(
      {
        VITE_API_BASE_URL: 'https://api.example.com/v1',
        VITE_PHOTO_HOST: 'https://photos.example.com https://cdn.example.com',
        VITE_MAP_HOST: 'https://www.openstreetmap.org',
      },
      [],
    )
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.example.com")
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://photos.example.com https://cdn.example.com",
    )
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.openstreetmap.org')
  })

  it('refuses a value that is not an origin, rather than write it into the policy', () => {
    expect(() =>
      contentSecurityPolicy({ VITE_MAP_HOST: 'https://maps.example.com; script-src *' }, []),
    ).toThrow('VITE_MAP_HOST')
  })
})
