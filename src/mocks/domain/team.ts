import { visitMessages } from '@/api/schemas'
import { stylists } from '../db/catalogue'
import { fail } from '../failures'

// The salon's stylists as the booking rules see them.

export const teamIds = () => stylists.map((s) => s.id)

export const stylistName = (id: string) => stylists.find((s) => s.id === id)?.name ?? 'Our team'

/** The stylists a visit may have: the one chosen (400 if unknown), else the whole team. */
export function stylistsFor(chosen: string | undefined): string[] {
  if (!chosen) return teamIds()
  if (!stylists.some((s) => s.id === chosen))
    throw fail.badRequest(visitMessages.stylistUnknown, { stylist: visitMessages.stylistUnknown })
  return [chosen]
}

/** A stylist the client chose stays hers on a move, while she is on the team; else anyone. */
export const keptStylists = (visit: { stylistChosen: boolean; stylistId: string }) =>
  visit.stylistChosen && teamIds().includes(visit.stylistId) ? [visit.stylistId] : teamIds()

/** The salon's bridal specialist: a bride sits with her whenever she is free. */
export const bridalSpecialist = () => stylists.find((s) => s.bridal)?.id
