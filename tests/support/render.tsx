import { render } from '@testing-library/react'
// RouterProvider from 'react-router' (not /dom): under vitest '/dom' resolves to a second copy.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '@/app/AppProviders'

/** Renders routes inside the app's real providers, starting at `path` (with optional history state). */
export function renderRoutes(
  routes: RouteObject[],
  path: string | { pathname: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, ...view }
}
