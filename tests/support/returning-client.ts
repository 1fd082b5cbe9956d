import { bookAppointment, setAuthToken } from '@/api'
import { booking, signUpWithCard } from './api-helpers'

/** A client with one upcoming Gel Manicure (booking()), signed in on this device. */
export async function returningClient() {
  const { user, token } = await signUpWithCard()
  await bookAppointment(booking())
  setAuthToken(null)
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  return { user, token }
}
