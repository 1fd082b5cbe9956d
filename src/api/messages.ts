import { useMutation } from '@tanstack/react-query'
import { request } from './client'
import { useSingleAction } from './single-action'
import type { ContactMessage, NewsletterRequest } from './schemas'

// A write's last argument is its action's Idempotency-Key (src/api/single-action.ts).

export const sendContactMessage = (body: ContactMessage, idempotencyKey?: string) =>
  request('sendContactMessage', { body }, { idempotencyKey })

export const subscribeToNewsletter = (body: NewsletterRequest, idempotencyKey?: string) =>
  request('subscribeToNewsletter', { body }, { idempotencyKey })

/** A mutation whose every action is sent once (src/api/single-action.ts). */
const useSentOnce = <V, T>(send: (variables: V, key: string) => Promise<T>) =>
  useMutation({ mutationFn: useSingleAction(send) })

export const useSendContactMessage = () => useSentOnce(sendContactMessage)
export const useSubscribeToNewsletter = () => useSentOnce(subscribeToNewsletter)
