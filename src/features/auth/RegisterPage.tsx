import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { isApiError, isRefusal } from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { registerFormSchema, type RegisterForm } from './auth-schemas'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'
import { useAuthFields } from './useAuthFields'

export function RegisterPage() {
  const { register } = useSession()
  const navigate = useNavigate()
  const { input, submit, showRefusal } = useAuthFields<RegisterForm>(registerFormSchema, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  })
  const [busy, setBusy] = useState(false)

  const signUp = submit(async ({ name, email, password }) => {
    setBusy(true)
    try {
      await register(name, email, password)
      notify('success', t('Success'), t('Your account has been created'))
      navigate('/')
    } catch (error) {
      // A refusal the server explained (e.g. an email already registered) is worth showing.
      const explained = isRefusal(error)
      notify(
        'error',
        t('Registration Failed'),
        explained ? error.message : t('An error occurred during registration'),
      )
      setBusy(false)
      showRefusal(error, isApiError(error, 'CONFLICT') ? 'email' : 'name')
    }
  })

  return (
    <AuthCard
      heading={t('Create an Account')}
      subtitle={t('Join Diva Nail Spa to book and manage your appointments.')}
      footer={
        <Text fontSize="sm">
          {t('Already have an account?')}{' '}
          <Link asChild color="gold.fg" fontWeight="600">
            <RouterLink to="/login">{t('Log in')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={(event) => void signUp(event)} noValidate>
        <Stack gap="5">
          {input('name', t('Full Name'), 'text', 'name')}
          {input('email', t('Email'), 'email', 'email')}
          {input('password', t('Password'), 'password', 'new-password')}
          {input('confirmPassword', t('Confirm Password'), 'password', 'new-password')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? t('Creating Account...') : t('Create Account')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
