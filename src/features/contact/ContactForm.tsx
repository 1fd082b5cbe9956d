import { Button, chakra, Field, Input, Stack, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { ApiError, useSendContactMessage, type ContactMessage } from '@/api'
import { notify } from '@/components/toaster'

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** The message form: every field required by the browser, posted to the API. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const [values, setValues] = useState<ContactMessage>({ ...empty, subject: initialSubject })
  const send = useSendContactMessage()
  const set = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }))

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send.mutate(values, {
      onSuccess: () => {
        notify('success', 'Message sent successfully!', "We'll get back to you within 24 hours.")
        setValues(empty)
      },
      onError: (error) =>
        notify(
          'error',
          'Message not sent',
          error instanceof ApiError && error.status < 500
            ? error.message
            : 'We could not send your message. Please try again.',
        ),
    })
  }

  return (
    <chakra.form onSubmit={handleSubmit}>
      <Stack gap="5">
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <Field.Root required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              bg="white"
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              bg="white"
            />
          </Field.Root>
        </Stack>
        <Field.Root required>
          <Field.Label>
            Subject <Field.RequiredIndicator />
          </Field.Label>
          <Input name="subject" value={values.subject} onChange={set('subject')} bg="white" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="message"
            rows={6}
            value={values.message}
            onChange={set('message')}
            bg="white"
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="gold"
          size="lg"
          alignSelf="flex-start"
          disabled={send.isPending}
        >
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  )
}
