export { SessionProvider } from './session/SessionProvider'
export { ReturnToLoginOnExpiry } from './session/ReturnToLoginOnExpiry'
export { useSession } from './session/useSession'
export { useLogout } from './session/useLogout'

export const loadLoginPage = () => import('./LoginPage').then((m) => ({ Component: m.LoginPage }))
export const loadRegisterPage = () =>
  import('./RegisterPage').then((m) => ({ Component: m.RegisterPage }))
export const loadForgotPasswordPage = () =>
  import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage }))
export const loadResetPasswordPage = () =>
  import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage }))
