import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'
import type {
  LoginRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
  UpdateMeRequest,
  User,
} from './schemas'

export const login = (body: LoginRequest) => request('login', { body }, { withSession: false })

export const register = (body: RegisterRequest, idempotencyKey?: string) =>
  request('register', { body }, { withSession: false, idempotencyKey })

/** Ends the session `token` names on the server (the client may already have forgotten it). */
export const logout = (token: string) =>
  request('logout', {}, { headers: { Authorization: `Bearer ${token}` } })

/** The signed-in user, asked of the server. */
export const me = () => request('me')

export const requestPasswordReset = (body: PasswordResetRequest) =>
  request('requestPasswordReset', { body })

/** A new password from a reset link's token: signs in, as login does. */
export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  request('confirmPasswordReset', { body }, { withSession: false })

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: async () => (await me()).user,
  })

export const updateMe = (body: UpdateMeRequest, idempotencyKey?: string) =>
  request('updateMe', { body }, { idempotencyKey })

/**
 * The signed-in user as the server has it, with her settings; `shown` (the session's copy) is
 * shown until the server answers, so the page does not move when it does.
 */
export const useMe = (shown?: User) => useQuery({ ...meQuery(), placeholderData: shown })

export function useUpdateMe() {
  const queryClient = useQueryClient()
  const mutationFn = useSingleAction(updateMe)
  return useMutation({
    mutationFn,
    onSuccess: ({ user }) => queryClient.setQueryData(meQuery().queryKey, user),
  })
}
