import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { appointmentKeys, createQueryClient, useAskForAppointments } from '@/api'
import { signUp } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'

serveMockBackend()

describe('a list asked for by a component that draws nothing from it', () => {
  it('is fetched, and its answer draws that component no second time', async () => {
    await signUp()
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    let draws = 0
    renderHook(
      () => {
        draws += 1
        useAskForAppointments('past')
      },
      { wrapper },
    )
    await waitFor(() =>
      expect(queryClient.getQueryState(appointmentKeys.list('past'))?.status).toBe('success'),
    )
    // A new account's one completed sample visit.
    expect(queryClient.getQueryData(appointmentKeys.list('past'))).toEqual([
      expect.objectContaining({ status: 'completed' }),
    ])
    expect(draws).toBe(1)
  })
})
