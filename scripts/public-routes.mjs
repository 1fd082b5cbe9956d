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

// The pages that need sign-in: prerendered as their frame (the hero over the session spinner),
// which a signed-in client's browser hydrates; a signed-out visitor is sent on to /login.
export const guardedRoutes = [
  { path: '/booking', page: 'src/features/booking/BookingPage.tsx' },
  { path: '/profile', page: 'src/features/profile/ProfilePage.tsx' },
  { path: '/my-appointments', page: 'src/features/appointments/MyAppointmentsPage.tsx' },
]
