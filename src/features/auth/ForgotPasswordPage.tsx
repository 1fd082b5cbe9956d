import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useRequestPasswordReset } from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { forgotPasswordFormSchema, type ForgotPasswordForm } from './auth-schemas'
import { AuthCard } from './AuthCard'
import { useAuthFields } from './useAuthFields'
import { useTryAgainNotice } from './useTryAgainNotice'

// Where the address goes in the translated sentence; a character no translation contains.
const EMAIL_SLOT = '\u0000'

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const reset = useRequestPasswordReset()
  const { input, submit, showRefusal } = useAuthFields<ForgotPasswordForm>(
    forgotPasswordFormSchema,
    {
      email: '',
    },
  )
  const { notice, noteWait, clearWait } = useTryAgainNotice()

  const send = submit(({ email }) => {
    clearWait()
    reset.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email)
          notify(
            'success',
            t('Email Sent'),
            t('If an account exists with this email, you will receive password reset instructions'),
          )
        },
        onError: (error) => {
          notify('error', t('Error'), t('An error occurred. Please try again later.'))
          noteWait(error)
          showRefusal(error, 'email')
        },
      },
    )
  })

  const backToLogin = (
    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
      <RouterLink to="/login">{t('Back to login')}</RouterLink>
    </Link>
  )

  if (sentTo) {
    // One sentence to translate, the address in bold wherever the language puts it.
    const [before, after = ''] = t(
      'If an account exists for {email}, you will receive password reset instructions shortly.',
      { email: EMAIL_SLOT },
    ).split(EMAIL_SLOT)
    return (
      <AuthCard
        heading={t('Check your email')}
        subtitle={t('Password reset instructions are on their way.')}
        footer={backToLogin}
      >
        <Stack gap="5" align="center" textAlign="center" role="status">
          <MailCheck size={40} aria-hidden color="var(--chakra-colors-gold-600)" />
          <Text>
            {before}
            <Text as="strong">{sentTo}</Text>
            {after}
          </Text>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('Try another email')}
          </Button>
        </Stack>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      heading={t('Reset Your Password')}
      subtitle={t('Enter the email you registered with and we will send you a reset link.')}
      footer={backToLogin}
    >
      <form onSubmit={(event) => void send(event)} noValidate>
        <Stack gap="5">
          {input('email', t('Email'), 'email', 'email')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={reset.isPending}>
            {reset.isPending ? t('Sending...') : t('Send Reset Link')}
          </Button>
          {notice}
        </Stack>
      </form>
    </AuthCard>
  )
}
