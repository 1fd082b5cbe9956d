import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from './client'
import type {
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  UpdateMeRequest,
  User,
} from './schemas'

export const login = (body: LoginRequest) =>
  request(
    (s) => s.authResponseSchema,
    { method: 'POST', url: '/auth/login', data: body },
    { withSession: false },
  )

export const register = (body: RegisterRequest) =>
  request(
    (s) => s.authResponseSchema,
    { method: 'POST', url: '/auth/register', data: body },
    { withSession: false },
  )

/** Ends the session `token` names on the server (the client may already have forgotten it). */
export const logout = (token: string) =>
  request((s) => s.unreadAnswerSchema, {
    method: 'POST',
    url: '/auth/logout',
    headers: { Authorization: `Bearer ${token}` },
  })

export const fetchMe = () => request((s) => s.meResponseSchema, { method: 'GET', url: '/auth/me' })

export const requestPasswordReset = (body: PasswordResetRequest) =>
  request((s) => s.unreadAnswerSchema, { method: 'POST', url: '/auth/password-reset', data: body })

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: async () => (await fetchMe()).user,
  })

export const updateMe = (body: UpdateMeRequest) =>
  request((s) => s.meResponseSchema, { method: 'PATCH', url: '/auth/me', data: body })

/**
 * The signed-in user as the server has it, with her settings; `shown` (the session's copy) is
 * shown until the server answers, so the page does not move when it does.
 */
export const useMe = (shown?: User) => useQuery({ ...meQuery(), placeholderData: shown })

export function useUpdateMe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => queryClient.setQueryData(meQuery().queryKey, user),
  })
}
