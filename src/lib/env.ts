import { apiBaseUrlOf } from './env-schema'

// The switch a front-end developer flips to use a real API (see README), checked. The other,
// VITE_API_MOCKING, is compared in src/main.tsx as the bundler sees it (so a build with the mock
// off leaves the worker's registration out); the build checks it (scripts/build-env.ts).

/** Where the API lives; same-origin /api by default. */
export const apiBaseUrl: string = apiBaseUrlOf(import.meta.env.VITE_API_BASE_URL)
