import { render } from '@testing-library/react'
// RouterProvider from 'react-router' (not /dom): under vitest '/dom' resolves to a second copy.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import type { ComponentProps } from 'react'
import { AppProviders } from '@/app/AppProviders'
import { StylesOutsideDocument } from './styles-outside-document'

/** The app's real providers, with Chakra's styles kept out of the document under test. */
export function Providers(props: ComponentProps<typeof AppProviders>) {
  return (
    <StylesOutsideDocument>
      <AppProviders {...props} />
    </StylesOutsideDocument>
  )
}

/** Renders routes inside the app's real providers, starting at `path` (with optional history state). */
export function renderRoutes(
  routes: RouteObject[],
  path: string | { pathname: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, ...view }
}
