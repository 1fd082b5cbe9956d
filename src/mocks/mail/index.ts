// Every mail the back-end sends, one function per kind, each in its reader's language: the
// handlers say when, these say what. The pieces they are written from: ./letters.ts.
export { contactAcknowledgementMail, passwordResetMail, welcomeMail } from './account-mails'
export {
  bookingConfirmationMail,
  cancelledMail,
  guestCancelledMail,
  reminderMail,
  rescheduledMail,
  waitlistOpeningMail,
} from './visit-mails'
export { partyBookedMail, partyCancelledMail, partyMovedMail } from './party-mails'
export { balancePaidMail, feeMail, noShowMail } from './fee-mails'
