import { z } from './zod'

// Diva Rewards: a member's balance, her way to the next reward and upgrade, and the history of
// every point (docs/behaviour.md, Diva Rewards).

export const pointsEntryKinds = ['earned', 'spent', 'returned'] as const

/** One line of a member's points history; `points` is signed (spent points are negative). */
export const pointsEntrySchema = z.object({
  id: z.string(),
  /** When the points moved (ISO instant). */
  at: z.string(),
  kind: z.enum(pointsEntryKinds),
  points: z.number().int(),
  /** Earned in her birthday month, at the programme's multiplier. */
  doubled: z.boolean(),
  /** The visit the points are for; absent for points brought over from before the history. */
  appointmentId: z.string().optional(),
  /** "Gel Manicure on November 4": what the line is about, as she would say it. */
  description: z.string(),
})
export type PointsEntry = z.infer<typeof pointsEntrySchema>

/** GET /loyalty/me, and POST /loyalty's answer: where she stands (all zero before she joins). */
export const rewardsSchema = z.object({
  /** Whether she has joined Diva Rewards. */
  member: z.boolean(),
  memberSince: z.string().optional(),
  /** Her balance: earned − spent + returned, never negative. */
  points: z.number().int().nonnegative(),
  /** Points still to earn before she can take the next reward (0: she can take one now). */
  pointsToReward: z.number().int().nonnegative(),
  /** Visits completed as a member, each credited once. */
  completedVisits: z.number().int().nonnegative(),
  /** Completed visits toward the next free upgrade (0 to 4 of 5). */
  visitsTowardUpgrade: z.number().int().nonnegative(),
  /** A free upgrade is earned and not yet used: her next booking may take it. */
  upgradeAvailable: z.boolean(),
  /** Newest first. */
  history: z.array(pointsEntrySchema),
})
export type Rewards = z.infer<typeof rewardsSchema>
