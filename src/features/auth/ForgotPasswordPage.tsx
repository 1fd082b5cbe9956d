import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react'
import { MailCheck } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import { formMessages, useRequestPasswordReset } from '@/api'
import { notify } from '@/components/toaster'
import { AuthCard } from './AuthCard'

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const reset = useRequestPasswordReset()
  const emailRef = useRef<HTMLInputElement>(null)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      notify('error', 'Error', formMessages.resetEmpty)
      emailRef.current?.focus()
      return
    }
    reset.mutate(
      { email: address },
      {
        onSuccess: () => {
          setSentTo(address)
          notify(
            'success',
            'Email Sent',
            'If an account exists with this email, you will receive password reset instructions',
          )
        },
        onError: () => notify('error', 'Error', 'An error occurred. Please try again later.'),
      },
    )
  }

  const backToLogin = (
    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
      <RouterLink to="/login">Back to login</RouterLink>
    </Link>
  )

  if (sentTo) {
    return (
      <AuthCard
        heading="Check your email"
        subtitle="Password reset instructions are on their way."
        footer={backToLogin}
      >
        <Stack gap="5" align="center" textAlign="center" role="status">
          <MailCheck size={40} aria-hidden color="var(--chakra-colors-gold-600)" />
          <Text>
            If an account exists for <Text as="strong">{sentTo}</Text>, you will receive password
            reset instructions shortly.
          </Text>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Try another email
          </Button>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      heading="Reset Your Password"
      subtitle="Enter the email you registered with and we will send you a reset link."
      footer={backToLogin}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="gold" size="lg" disabled={reset.isPending}>
            {reset.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
