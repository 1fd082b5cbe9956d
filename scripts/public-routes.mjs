// The public pages: prerendered at build time (scripts/prerender) and measured by `npm run perf`.
// Each with the module of its page, to find the page's chunk in the build manifest.
export const publicRoutes = [
  { path: '/', page: 'src/features/home/HomePage.tsx' },
  { path: '/services', page: 'src/features/services/ServicesPage.tsx' },
  { path: '/gallery', page: 'src/features/gallery/GalleryPage.tsx' },
  { path: '/promotions', page: 'src/features/promotions/PromotionsPage.tsx' },
  { path: '/contact', page: 'src/features/contact/ContactPage.tsx' },
  { path: '/about', page: 'src/features/about/AboutPage.tsx' },
  { path: '/login', page: 'src/features/auth/LoginPage.tsx' },
  { path: '/register', page: 'src/features/auth/RegisterPage.tsx' },
  { path: '/forgot-password', page: 'src/features/auth/ForgotPasswordPage.tsx' },
]

// The pages that need sign-in: a visitor who is signed out is shown the login page instead.
// keptForReturn: the client's page is kept on the device as drawn and shown at once on their next
// visit (the route's handle in src/app/router.tsx says so too); perf measures such a return.
// forAnyClient: the page's markup holds nothing of the client's own, so the build draws it whole
// for any signed-in client and the app adopts that copy instead of drawing the page anew.
export const guardedRoutes = [
  { path: '/booking', page: 'src/features/booking/BookingPage.tsx', forAnyClient: true },
  { path: '/profile', page: 'src/features/profile/ProfilePage.tsx', keptForReturn: true },
  {
    path: '/my-appointments',
    page: 'src/features/appointments/MyAppointmentsPage.tsx',
    keptForReturn: true,
  },
]
