// The salon's rules, each one named constant: the back-end enforces them from here, and every
// sentence that states one (pages, messages, mails, in every language) takes its figure from here.

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** Cancelling or moving a visit online needs this many hours' notice; the reminder goes as early. */
export const CHANGE_NOTICE_HOURS = 24
export const CHANGE_NOTICE_MS = CHANGE_NOTICE_HOURS * HOUR_MS

/** How long a password-reset link works (once). */
export const RESET_LINK_TTL_MS = 60 * MINUTE_MS
export const RESET_LINK_TTL_MINUTES = RESET_LINK_TTL_MS / MINUTE_MS

/** Wrong passwords for one email inside the window lock its sign-in until the oldest leaves it. */
export const LOGIN_LIMIT = { tries: 5, windowMs: 15 * MINUTE_MS } as const

/** Reset mails one email may ask for inside the window. */
export const RESET_MAIL_LIMIT = { tries: 3, windowMs: HOUR_MS } as const

/** A window in whole minutes, for the sentences that state it. */
export const minutesOf = (ms: number) => Math.round(ms / MINUTE_MS)

/** The specialty that marks the stylist who sits with a bridal party's bride. */
export const BRIDAL_SPECIALTY = 'Bridal'

/** A late cancellation (inside the change notice) or a no-show costs this share of the listed price. */
export const LATE_FEE_PERCENT = 50

/** The cancellation policy a client agrees to when she books: a new wording gets a new version. */
export const POLICY_VERSION = '2026-12'
