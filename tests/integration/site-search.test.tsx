import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteSearch } from '@/app/layout/SiteSearch'
import { setPageLanguage } from '@/lib/i18n/i18n'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

serveMockBackend()

const routes = [
  { path: '/', element: <SiteSearch /> },
  { path: '/services', element: <h1>Services</h1> },
]

describe('the site search', () => {
  it('has a Search button that goes to the first result, as Enter does', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes)
    const opener = screen.getByRole('button', { name: 'Search' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' })
    await user.type(within(dialog).getByLabelText('What are you looking for?'), 'pedicure gel')
    expect(await within(dialog).findByRole('link', { name: /Gel Pedicure/ })).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pedicures'))
    expect(router.state.location.pathname).toBe('/services')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('forgets what was typed when closed with Escape, and gives focus back', async () => {
    const user = userEvent.setup()
    renderRoutes(routes)
    const opener = screen.getByRole('button', { name: 'Search' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' })
    await user.type(within(dialog).getByLabelText('What are you looking for?'), 'gel')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(opener).toHaveFocus()

    await user.click(opener)
    const reopened = await screen.findByRole('dialog', { name: 'Search the site' })
    expect(within(reopened).getByLabelText('What are you looking for?')).toHaveValue('')
  })

  describe('in the page’s language', () => {
    afterEach(() => setPageLanguage('en'))

    it('finds services by their Spanish names, and pages by Spanish words', async () => {
      await setPageLanguage('es')
      const user = userEvent.setup()
      renderRoutes(routes)
      await user.click(screen.getByRole('button', { name: 'Buscar' }))
      const dialog = await screen.findByRole('dialog', { name: 'Buscar en el sitio' })
      const field = within(dialog).getByLabelText('¿Qué está buscando?')
      await user.type(field, 'pedicura gel')
      expect(await within(dialog).findByRole('link', { name: /Pedicura en gel/ })).toBeVisible()
      await user.clear(field)
      await user.type(field, 'galería')
      expect(
        await within(dialog).findByRole('link', { name: /Nuestra galería|Galería/ }),
      ).toBeVisible()
    })
  })
})
