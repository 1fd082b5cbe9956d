import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SessionProvider, useSession } from '@/features/auth'

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>

describe('session', () => {
  it('starts signed out when nothing is stored', () => {
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.user).toBeNull()
    expect(result.current.loading).toBe(false)
  })

  it('restores the user stored under "user"', () => {
    localStorage.setItem('user', JSON.stringify({ id: '1', email: 'ana@example.com', name: 'ana' }))
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.user).toEqual({ id: '1', email: 'ana@example.com', name: 'ana' })
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', JSON.stringify({ hello: 'world' })],
  ])('recovers from stored data that is %s: logs, removes it and starts signed out', (_, raw) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem('user', raw)
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.user).toBeNull()
    expect(logged).toHaveBeenCalledWith('Failed to parse stored user data')
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('logs in after about a second, naming the user after the part of the email before @', async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useSession(), { wrapper })
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.login('bella.rose@example.com', 'secret1')
    })
    expect(result.current.loading).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
      await done
    })
    vi.useRealTimers()
    expect(result.current.user).toEqual({ id: '1', email: 'bella.rose@example.com', name: 'bella.rose' })
    expect(result.current.loading).toBe(false)
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'bella.rose@example.com' })
  })

  it('refuses a password under 6 characters and keeps the message as the error', async () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useSession(), { wrapper })
    let failure: Promise<unknown> = Promise.resolve()
    act(() => {
      failure = result.current.login('ana@example.com', '12345').catch((e: unknown) => e)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    vi.useRealTimers()
    await expect(failure).resolves.toEqual(new Error('Password must be at least 6 characters'))
    expect(result.current.error).toBe('Password must be at least 6 characters')
    expect(result.current.user).toBeNull()
  })

  it('logout clears the user and the stored entry', async () => {
    localStorage.setItem('user', JSON.stringify({ id: '1', email: 'ana@example.com', name: 'ana' }))
    function Probe() {
      const { user, logout } = useSession()
      return (
        <button type="button" onClick={logout}>
          {user ? `Signed in as ${user.name}` : 'Signed out'}
        </button>
      )
    }
    render(<Probe />, { wrapper })
    act(() => screen.getByRole('button', { name: 'Signed in as ana' }).click())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signed out' })).toBeInTheDocument())
    expect(localStorage.getItem('user')).toBeNull()
  })
})
