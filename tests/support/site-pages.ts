import { screen, within } from '@testing-library/react'
import { routes } from '@/app/router'
import { signUp } from './api-helpers'
import { renderRoutes } from './render'

// The whole site rendered at an address, as the moved-*.test.tsx files open it, and what they
// read on it.

/** A page's code is loaded as it is first opened: slow on a busy machine. */
export const pageLoad = { timeout: 20_000 }

/** A toast's words: the same words may also stand under the field they are about. */
export const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ }, pageLoad)).findByText(
    text,
    {},
    pageLoad,
  )

export const field = (label: string) => screen.getByLabelText(label, { exact: true })

/** Ana Garcia has an account, and is signed in on this device only if `stored`. */
export async function anaHasAnAccount({ stored }: { stored: boolean }) {
  const { user, token } = await signUp('ana.garcia@example.com', 'secret123', 'Ana Garcia')
  if (stored) localStorage.setItem('user', JSON.stringify({ ...user, token }))
}

/** The site at `path`, once its first heading is drawn; the page's main landmark. */
export async function openSite(path: string) {
  const view = renderRoutes(routes, path)
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  return { ...view, main: within(screen.getByRole('main')) }
}
