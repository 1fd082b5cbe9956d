import { describe, expect, it, vi } from 'vitest'
import { readBuildEnv } from '../../scripts/build-env'

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
