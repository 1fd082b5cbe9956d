import { withWords } from '@/lib/i18n/i18n'

export { SessionProvider } from './session/SessionProvider'
export { ReturnToLoginOnExpiry } from './session/ReturnToLoginOnExpiry'
export { useSession } from './session/useSession'
export { useLogout } from './session/useLogout'

export const loadLoginPage = () =>
  withWords(import('./LoginPage'), 'auth').then((m) => ({ Component: m.LoginPage }))
export const loadRegisterPage = () =>
  withWords(import('./RegisterPage'), 'auth').then((m) => ({ Component: m.RegisterPage }))
export const loadForgotPasswordPage = () =>
  withWords(import('./ForgotPasswordPage'), 'auth').then((m) => ({
    Component: m.ForgotPasswordPage,
  }))
export const loadResetPasswordPage = () =>
  withWords(import('./ResetPasswordPage'), 'auth').then((m) => ({ Component: m.ResetPasswordPage }))
