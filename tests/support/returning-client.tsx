import { createAppointment, setAuthToken } from '@/api'
import { useLogout } from '@/features/auth'
import { booking, signUp } from './api-helpers'

/** A client with one upcoming Gel Manicure (booking()), signed in on this device. */
export async function returningClient() {
  const { user, token } = await signUp()
  await createAppointment(booking())
  setAuthToken(null)
  localStorage.setItem('user', JSON.stringify({ ...user, token }))
  return { user, token }
}

/** A page with the app's own Log out button, to end the session from a test's route. */
export function LogOut() {
  const logout = useLogout()
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  )
}
