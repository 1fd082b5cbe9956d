import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { loadAboutPage } from '@/features/about'
import { loadMyAppointmentsPage, myAppointmentsHero } from '@/features/appointments'
import {
  loadForgotPasswordPage,
  loadLoginPage,
  loadRegisterPage,
  loadResetPasswordPage,
} from '@/features/auth'
import { bookingHero, loadBookingPage } from '@/features/booking'
import { loadContactPage } from '@/features/contact'
import { loadGalleryPage } from '@/features/gallery'
import { loadHomePage } from '@/features/home'
import { loadProfilePage, profileHero } from '@/features/profile'
import { loadPromotionsPage } from '@/features/promotions'
import { loadServicesPage } from '@/features/services'
import type { PageHandle } from '@/components/route-page'
import { pageLanguage } from '@/lib/i18n/i18n'
import { basenameOf } from '@/lib/i18n/languages'
import type { LayoutHandle } from './layout/BookNowBar'
import { RootLayout } from './layout/RootLayout'
import { LoadingBar } from './layout/RouteProgress'
import { NotFoundPage } from './NotFoundPage'
import { guardedPages, publicPages, type SitePage, type SitePath } from './pages'
import { RequireAuth, type GuardedHandle } from './RequireAuth'
import { RouteErrorPage } from './RouteErrorPage'

// Booking and signing in are the journey the phone's Book Now bar leads into: no bar there.
const withoutBookNowBar = { bookNowBar: false } satisfies LayoutHandle

/**
 * Each page's code (loaded lazily) and handle: one entry per path of the table, no more. Its
 * handle also carries its entry of the table (`page`), whose title and description the layout
 * puts in the head and the hero shows.
 */
const pageRoutes: Record<SitePath, Omit<RouteObject, 'path' | 'index' | 'children'>> = {
  '/': { lazy: loadHomePage },
  '/services': { lazy: loadServicesPage },
  '/gallery': { lazy: loadGalleryPage },
  '/promotions': { lazy: loadPromotionsPage },
  '/contact': { lazy: loadContactPage },
  '/about': { lazy: loadAboutPage },
  '/login': { lazy: loadLoginPage, handle: withoutBookNowBar },
  '/register': { lazy: loadRegisterPage, handle: withoutBookNowBar },
  '/forgot-password': { lazy: loadForgotPasswordPage, handle: withoutBookNowBar },
  '/reset-password': { lazy: loadResetPasswordPage, handle: withoutBookNowBar },
  '/booking': {
    lazy: loadBookingPage,
    handle: { hero: bookingHero, ...withoutBookNowBar } satisfies GuardedHandle & LayoutHandle,
  },
  '/profile': { lazy: loadProfilePage, handle: { hero: profileHero } satisfies GuardedHandle },
  '/my-appointments': {
    lazy: loadMyAppointmentsPage,
    handle: { hero: myAppointmentsHero } satisfies GuardedHandle,
  },
}

const routeOf = (page: SitePage): RouteObject => {
  const { handle, ...route } = pageRoutes[page.path as SitePath]
  const withPage = { ...route, handle: { ...(handle as object), page } satisfies PageHandle }
  return page.path === '/'
    ? { index: true, ...withPage }
    : { path: page.path.slice(1), ...withPage }
}

/** Every screen of the page table (src/app/pages.ts), each page's code loaded lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingBar />,
    children: [
      ...publicPages.map(routeOf),
      { element: <RequireAuth />, children: guardedPages.map(routeOf) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

// The page is on screen before the router starts (prerendered), so like a server-rendered app's
// router (hydrationData says so) it must not scroll back to the top as it starts: that would
// undo a scroll made before the app was ready.
// Each language's pages are the same routes under its prefix (/es/services): the router's
// basename, so every link of the app stays in the page's language.
export const createAppRouter = () =>
  createBrowserRouter(routes, { hydrationData: {}, basename: basenameOf(pageLanguage()) })
export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Loads the code of the pages that match the current address before the router starts, so a
 * prerendered page is hydrated as it is instead of flashing the loading state first.
 */
export async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basenameOf(pageLanguage())) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}
