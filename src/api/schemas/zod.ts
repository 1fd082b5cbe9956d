import { z } from 'zod'

// The site's Content-Security-Policy forbids eval, so zod must never try its compiled fast path.
// Every schema module imports z from here, so this runs before the first schema is built.
z.config({ jitless: true })

export { z }
