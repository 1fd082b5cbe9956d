import { loadWords } from '@/lib/i18n/i18n'

export { SessionProvider } from './session/SessionProvider'
export { ReturnToLoginOnExpiry } from './session/ReturnToLoginOnExpiry'
export { useSession } from './session/useSession'
export { useLogout } from './session/useLogout'

export const loadLoginPage = () =>
  Promise.all([import('./LoginPage'), loadWords('auth')]).then(([m]) => ({
    Component: m.LoginPage,
  }))
export const loadRegisterPage = () =>
  Promise.all([import('./RegisterPage'), loadWords('auth')]).then(([m]) => ({
    Component: m.RegisterPage,
  }))
export const loadForgotPasswordPage = () =>
  Promise.all([import('./ForgotPasswordPage'), loadWords('auth')]).then(([m]) => ({
    Component: m.ForgotPasswordPage,
  }))
export const loadResetPasswordPage = () =>
  Promise.all([import('./ResetPasswordPage'), loadWords('auth')]).then(([m]) => ({
    Component: m.ResetPasswordPage,
  }))
