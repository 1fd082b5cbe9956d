import { afterEach, describe, expect, it, vi } from 'vitest'
import { readBuildEnv } from '../../scripts/build-env'
import { apiBaseUrlOf } from '@/lib/env-schema'

describe("the build's variables", () => {
  it('takes the defaults when unset or empty, and known values as given', () => {
    expect(readBuildEnv({})).toEqual({})
    expect(readBuildEnv({ VITE_API_MOCKING: '' })).toEqual({})
    expect(
      readBuildEnv({
        VITE_API_MOCKING: 'off',
        VITE_API_BASE_URL: 'https://api.example.com/v1',
        VITE_PHOTO_HOST: 'https://images.example.com https://cdn.example.com',
      }),
    ).toEqual({
      VITE_API_MOCKING: 'off',
      VITE_API_BASE_URL: 'https://api.example.com/v1',
      VITE_PHOTO_HOST: 'https://images.example.com https://cdn.example.com',
    })
  })

  it('stops on a value it does not know, naming the variable and what it may be', () => {
    expect(() => readBuildEnv({ VITE_API_MOCKING: 'of' })).toThrow(
      'VITE_API_MOCKING is "of"; it may be "on" or "off"',
    )
    expect(() => readBuildEnv({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(
      'VITE_API_BASE_URL is "api.example.com"; it may be a path such as /api or an absolute URL',
    )
    expect(() => readBuildEnv({ VITE_MAP_HOST: 'https://maps.example.com; script-src *' })).toThrow(
      'VITE_MAP_HOST is "https://maps.example.com; script-src *"',
    )
  })

  it('warns of a name it does not read, most likely a misspelt one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readBuildEnv({ VITE_API_MOCKNG: 'off' })).toEqual({})
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('VITE_API_MOCKNG is not one the site reads'),
    )
    warn.mockRestore()
  })
})

describe("the API's base as the code reads it", () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is same-origin /api when unset, else the base given without its trailing slash', () => {
    expect(apiBaseUrlOf(undefined)).toBe('/api')
    expect(apiBaseUrlOf('')).toBe('/api')
    expect(apiBaseUrlOf('/backend/v2/')).toBe('/backend/v2')
    expect(apiBaseUrlOf('https://api.example.com/v1/')).toBe('https://api.example.com/v1')
  })

  it('stops on a value it does not know, naming the variable and what it may be', () => {
    expect(() => apiBaseUrlOf('api.example.com')).toThrow(
      'VITE_API_BASE_URL is "api.example.com"; it may be a path such as /api or an absolute URL',
    )
  })

  it('is checked where src/lib/env.ts reads it, not cast', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1/')
    vi.resetModules()
    expect((await import('@/lib/env')).apiBaseUrl).toBe('https://api.example.com/v1')

    vi.stubEnv('VITE_API_BASE_URL', 'ftp://api.example.com')
    vi.resetModules()
    await expect(import('@/lib/env')).rejects.toThrow(
      'VITE_API_BASE_URL is "ftp://api.example.com"; it may be a path such as /api',
    )
  })
})
