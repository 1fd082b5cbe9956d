import { clock } from '../clock'
import { db, newId } from '../db/db'
import type { MailRecord } from '../db/records'

/** "Sends" an email: it lands in the outbox for people and tests to read. */
export function send(mail: Omit<MailRecord, 'id' | 'sentAt'>) {
  return db.outbox.create({ ...mail, id: newId('mail'), sentAt: clock.now().toISOString() })
}
