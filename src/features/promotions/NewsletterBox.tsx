import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { isApiError, isRefusal, loadSchemas, useSubscribeToNewsletter } from '@/api'
import { t, translate } from '@/lib/i18n/i18n'

type Outcome = { tone: 'success' | 'error'; text: string } | null

/** The newsletter box: checks the email, stores the subscription, says how it went. */
export function NewsletterBox() {
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const subscribe = useSubscribeToNewsletter()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The schema loads with the first subscription, not with the page.
    const { newsletterRequestSchema } = await loadSchemas()
    const parsed = newsletterRequestSchema.safeParse({ email: email.trim() })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message
      setOutcome({
        tone: 'error',
        text: issue ? translate(issue) : t('Please enter a valid email address'),
      })
      return
    }
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        setOutcome({
          tone: 'success',
          text: t('Thank you for subscribing! Look out for our next offers in your inbox.'),
        })
        setEmail('')
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text:
            isRefusal(error) || isApiError(error, 'NETWORK_ERROR')
              ? error.message
              : t('We could not subscribe you right now. Please try again later.'),
        }),
    })
  }

  return (
    <Stack gap="4" align="center" textAlign="center">
      <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
        {t('Never Miss an Offer')}
      </Heading>
      <Text color="fg.muted">
        {t('Subscribe to our newsletter for exclusive promotions and seasonal specials.')}
      </Text>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        style={{ width: '100%', maxWidth: '32rem' }}
      >
        <Field.Root invalid={outcome?.tone === 'error'}>
          <Field.Label srOnly>{t('Email address for the newsletter')}</Field.Label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('Your email address')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              bg="white"
            />
            <Button type="submit" colorPalette="gold" disabled={subscribe.isPending} flexShrink={0}>
              {subscribe.isPending ? t('Subscribing...') : t('Subscribe')}
            </Button>
          </Stack>
        </Field.Root>
      </form>
      <Text
        role="status"
        aria-live="polite"
        minH="6"
        color={outcome?.tone === 'error' ? 'red.700' : 'green.700'}
        fontWeight="500"
      >
        {outcome?.text}
      </Text>
    </Stack>
  )
}
