import { useMutation } from '@tanstack/react-query'
import { request } from './client'
import type { ContactMessage, NewsletterRequest } from './schemas'

export const sendContactMessage = (body: ContactMessage) => request('sendContactMessage', { body })

export const subscribeToNewsletter = (body: NewsletterRequest) =>
  request('subscribeToNewsletter', { body })

/** Enrols the signed-in client in the loyalty programme. */
export const joinLoyalty = () => request('joinLoyalty')

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter })
export const useJoinLoyalty = () => useMutation({ mutationFn: joinLoyalty })
