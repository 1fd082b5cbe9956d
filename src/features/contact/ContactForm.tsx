import { Button, chakra, Input, Stack, Textarea } from '@chakra-ui/react'
import { useRef, useState, type FormEvent } from 'react'
import {
  isApiError,
  isRefusal,
  loadSchemas,
  maxLengths,
  useSendContactMessage,
  type ContactMessage,
} from '@/api'
import { CharacterCount } from '@/components/CharacterCount'
import { FormField } from '@/components/FormField'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'

type FieldName = keyof ContactMessage
type FieldErrors = Partial<Record<FieldName, string>>

const fieldNames: FieldName[] = ['name', 'email', 'subject', 'message']
const empty: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** The first message for each field of the form, from the schema's issues or the API's answer. */
function errorsOf(entries: [PropertyKey | undefined, string][]): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, message] of entries) {
    const name = fieldNames.find((f) => f === field)
    if (name) errors[name] ??= message
  }
  return errors
}

/**
 * The message form: every field required by the browser, checked by the contract's schema (the
 * API's limits, in its words, next to each field), posted to the API. What was typed stays
 * until the message is sent.
 */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const [values, setValues] = useState<ContactMessage>({ ...empty, subject: initialSubject })
  const [errors, setErrors] = useState<FieldErrors>({})
  // While the schema loads, before the message is under way: a second press sends nothing.
  const [checking, setChecking] = useState(false)
  const send = useSendContactMessage()
  const form = useRef<HTMLFormElement>(null)
  const busy = checking || send.isPending

  const set = (field: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((prev) => ({ ...prev, [field]: value }))
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev))
  }

  /** Shows each message by its field and takes the person to the first. */
  function showErrors(found: FieldErrors) {
    setErrors(found)
    const first = fieldNames.find((f) => found[f])
    const control = first && form.current?.elements.namedItem(first)
    if (control instanceof HTMLElement) control.focus()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setChecking(true)
    // The schema the back-end checks with: a message it would refuse is not sent. Should its
    // code not load, the call below fails the same way and says so.
    const schemas = await loadSchemas()
      .catch(() => null)
      .finally(() => setChecking(false))
    const parsed = schemas?.contactMessageSchema.safeParse(values)
    if (parsed && !parsed.success) {
      showErrors(
        errorsOf(parsed.error.issues.map((issue) => [issue.path[0], translate(issue.message)])),
      )
      return
    }
    send.mutate(values, {
      onSuccess: () => {
        notify(
          'success',
          t('Message sent successfully!'),
          t("We'll get back to you within 24 hours."),
        )
        setValues(empty)
      },
      onError: (error) => {
        // The server's reason, or that no answer came: either says what to do next.
        const explained = isRefusal(error) || isApiError(error, 'NETWORK_ERROR')
        if (explained) showErrors(errorsOf(Object.entries(error.fieldErrors)))
        notify(
          'error',
          t('Message not sent'),
          explained ? error.message : t('We could not send your message. Please try again.'),
        )
      },
    })
  }

  return (
    <chakra.form ref={form} onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="5">
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          <FormField required label={t('Name')} error={errors.name}>
            <Input
              name="name"
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              bg="white"
            />
          </FormField>
          <FormField required label={t('Email')} error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              bg="white"
            />
          </FormField>
        </Stack>
        <FormField required label={t('Subject')} error={errors.subject}>
          <Input
            name="subject"
            type="text"
            value={values.subject}
            onChange={set('subject')}
            bg="white"
          />
        </FormField>
        <FormField required label={t('Message')} error={errors.message}>
          <Textarea
            name="message"
            rows={6}
            value={values.message}
            onChange={set('message')}
            bg="white"
          />
          <CharacterCount length={values.message.length} max={maxLengths.message} />
        </FormField>
        <Button type="submit" colorPalette="gold" size="lg" alignSelf="flex-start" disabled={busy}>
          {busy ? t('Sending...') : t('Send Message')}
        </Button>
      </Stack>
    </chakra.form>
  )
}
