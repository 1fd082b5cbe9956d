import { write } from '../db/store'
import { languageOfAccount } from '../domain/accounts'
import { dueReminders, markReminded } from '../domain/reminders'
import { reminderMail } from '../mail'

/** Sends every reminder that is due, each once, in one write. */
export async function sendDueReminders(): Promise<void> {
  await write(async () => {
    for (const visit of dueReminders()) {
      // No one asked: the mail is in the language of the account that booked it.
      await reminderMail(visit, languageOfAccount(visit.userId))
      await markReminded(visit)
    }
  })
}
