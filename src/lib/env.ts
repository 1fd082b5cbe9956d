// The two switches a front-end developer flips to use a real API (see README).

/** Where the API lives; same-origin /api by default. */
export const apiBaseUrl: string =
  (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') || '/api'
