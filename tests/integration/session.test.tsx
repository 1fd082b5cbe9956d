import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useSession } from '@/features/auth'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { Providers } from '../support/render'

const { server } = serveMockBackend()
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>
const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null')

describe('the session', () => {
  it('starts signed out when nothing is stored', () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.user).toBeNull()
    expect(result.current.loading).toBe(false)
  })

  it('restores a stored session without waiting for the back-end, then takes its answer', async () => {
    const { user, token } = await signUp('ana@example.com')
    // Stored under an older name: what the back-end answers wins once it has answered.
    localStorage.setItem('user', JSON.stringify({ ...user, name: 'Ana G.', token }))
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.loading).toBe(true)
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.user).toMatchObject({ email: 'ana@example.com' })
    await waitFor(() => expect(result.current.user?.name).toBe('Ana Garcia'))
    expect(stored()).toMatchObject({ name: 'Ana Garcia', token })
  })

  it('keeps the session as it was when the back-end confirms it unchanged: nothing draws again', async () => {
    const { user, token } = await signUp('ana@example.com')
    localStorage.setItem('user', JSON.stringify({ ...user, token }))
    const confirmed = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/auth/me')) resolve()
      }),
    )
    // Every user the page was drawn with, stored and then confirmed.
    const drawnWith = new Set<unknown>()
    renderHook(
      () => {
        const session = useSession()
        if (session.user) drawnWith.add(session.user)
        return session
      },
      { wrapper },
    )
    await confirmed
    // The answer is handled after it arrives: give it the turn it takes.
    await act(() => new Promise((resolve) => setTimeout(resolve)))
    expect([...drawnWith]).toEqual([expect.objectContaining({ name: 'Ana Garcia' })])
  })

  it('signs out cleanly, with a toast, when the back-end no longer knows the token', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', email: 'ana@example.com', name: 'ana', token: 'f'.repeat(64) }),
    )
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(await screen.findByText('Please log in again to continue.')).toBeInTheDocument()
    expect(result.current.user).toBeNull()
    expect(result.current.loading).toBe(false)
    expect(localStorage.getItem('user')).toBeNull()
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', JSON.stringify({ hello: 'world' })],
  ])(
    'recovers from stored data that is %s: logs, removes it and starts signed out',
    async (_, raw) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      localStorage.setItem('user', raw)
      const { result } = renderHook(() => useSession(), { wrapper })
      expect(result.current.user).toBeNull()
      await waitFor(() => expect(result.current.loading).toBe(false))
      expect(result.current.user).toBeNull()
      expect(logged).toHaveBeenCalledWith('Failed to parse stored user data')
      expect(localStorage.getItem('user')).toBeNull()
    },
  )

  it('logs in through the API, storing the user and the token under "user"', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(() => result.current.login('bella.rose@example.com', 'secret1'))
    expect(result.current.user).toMatchObject({
      email: 'bella.rose@example.com',
      name: 'bella.rose',
    })
    expect(stored()).toMatchObject({
      email: 'bella.rose@example.com',
      name: 'bella.rose',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })

  it('keeps the API message as the error and re-throws it when login fails', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(() =>
      expect(result.current.login('ana@example.com', '12345')).rejects.toThrow(
        'Password must be at least 6 characters',
      ),
    )
    expect(result.current.error).toBe('Password must be at least 6 characters')
    expect(result.current.user).toBeNull()
  })

  it('registers with the full name', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(() => result.current.register('Ana Garcia', 'ana@example.com', 'secret123'))
    expect(result.current.user).toMatchObject({ name: 'Ana Garcia' })
  })

  it('logout clears the user, the stored entry and ends the session on the server', async () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    await act(() => result.current.login('ana@example.com', 'secret123'))
    const { token } = stored()
    act(() => result.current.logout())
    expect(result.current.user).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    const { me, setAuthToken } = await import('@/api')
    setAuthToken(token)
    await waitFor(() => expect(me()).rejects.toMatchObject({ status: 401 }))
  })
})
