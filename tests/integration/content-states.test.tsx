import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GalleryPage } from '@/features/gallery/GalleryPage'
import { HomePage } from '@/features/home/HomePage'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

const { control, server } = serveMockBackend()

describe('content pages when the API fails or has nothing', () => {
  it('shows an error with Retry, and Retry brings the content', async () => {
    // The query client retries a server error once before showing it: fail both tries.
    for (let i = 0; i < 2; i++) control.failNext('GET', '/featured-services', 503)
    renderRoutes([{ path: '/', element: <HomePage /> }])
    expect(
      // Two tries a second apart, then a page drawn in jsdom: slow on a busy machine.
      await screen.findByText('We could not load our featured services.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('$30')).toBeInTheDocument()
  })

  it('says so when a list is empty', async () => {
    server.use(http.get('*/api/gallery', () => HttpResponse.json([])))
    renderRoutes([{ path: '/gallery', element: <GalleryPage /> }], '/gallery')
    // Every tab's panel is rendered; the one shown is the first.
    const shown = await screen.findByRole('tabpanel', { name: 'Nail Art' })
    expect(await within(shown).findByText('No photos in this category yet.')).toBeVisible()
  })

  it('shows loading skeletons that keep the layout while waiting', async () => {
    control.setLatency(200)
    renderRoutes([{ path: '/', element: <HomePage /> }])
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0)
    expect(await screen.findByText('Gel Polish')).toBeInTheDocument()
  })
})
