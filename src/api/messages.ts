import { useMutation } from '@tanstack/react-query'
import { request } from './client'
import type { ContactMessage, NewsletterRequest } from './schemas'

export const sendContactMessage = (body: ContactMessage) =>
  request((s) => s.createdResponseSchema, { method: 'POST', url: '/contact-messages', data: body })

export const subscribeToNewsletter = (body: NewsletterRequest) =>
  request((s) => s.createdResponseSchema, { method: 'POST', url: '/newsletter', data: body })

/** Enrols the signed-in client in the loyalty programme. */
export const joinLoyalty = () =>
  request((s) => s.loyaltyMembershipSchema, { method: 'POST', url: '/loyalty' })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter })
export const useJoinLoyalty = () => useMutation({ mutationFn: joinLoyalty })
