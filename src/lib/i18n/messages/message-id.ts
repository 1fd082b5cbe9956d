// Every message the site shows, by its key (its English text): each translation lists every key,
// so the Spanish files serve as the list, and a test holds Vietnamese and Korean to the same.
import type shell from './es/shell.json'
import type home from './es/home.json'
import type services from './es/services.json'
import type gallery from './es/gallery.json'
import type promotions from './es/promotions.json'
import type contact from './es/contact.json'
import type about from './es/about.json'
import type auth from './es/auth.json'
import type booking from './es/booking.json'
import type appointments from './es/appointments.json'
import type profile from './es/profile.json'
import type payments from './es/payments.json'
import type api from './es/api.json'
import type formats from './es/formats.json'

type Keys<T> = keyof T & string

export type MessageId =
  | Keys<typeof shell>
  | Keys<typeof home>
  | Keys<typeof services>
  | Keys<typeof gallery>
  | Keys<typeof promotions>
  | Keys<typeof contact>
  | Keys<typeof about>
  | Keys<typeof auth>
  | Keys<typeof booking>
  | Keys<typeof appointments>
  | Keys<typeof profile>
  | Keys<typeof payments>
  | Keys<typeof api>
  | Keys<typeof formats>
