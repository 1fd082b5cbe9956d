import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { ApiError, formMessages, MIN_PASSWORD_LENGTH } from '@/api'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'
import { useAuthFields } from './useAuthFields'

type FieldName = 'name' | 'email' | 'password' | 'confirmPassword'
const fieldOrder: FieldName[] = ['name', 'email', 'password', 'confirmPassword']

export function RegisterPage() {
  const { register } = useSession()
  const navigate = useNavigate()
  const { values, input, refuse, focus } = useAuthFields<FieldName>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  })
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const empty = fieldOrder.find((field) => !values[field].trim())
    if (empty) return refuse(translate(formMessages.registerEmpty), empty)
    if (values.password !== values.confirmPassword)
      return refuse(translate(formMessages.passwordsDiffer), 'confirmPassword')
    if (values.password.length < MIN_PASSWORD_LENGTH)
      return refuse(translate(formMessages.passwordTooShort), 'password')

    setBusy(true)
    try {
      await register(values.name.trim(), values.email.trim(), values.password)
      notify('success', t('Success'), t('Your account has been created'))
      navigate('/')
    } catch (error) {
      // A refusal the server explained (e.g. an email already registered) is worth showing.
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500
      notify(
        'error',
        t('Registration Failed'),
        explained ? error.message : t('An error occurred during registration'),
      )
      setBusy(false)
      const field = explained
        ? (Object.keys(error.fieldErrors)[0] as FieldName | undefined)
        : undefined
      focus(field ?? (error instanceof ApiError && error.status === 409 ? 'email' : 'name'))
    }
  }

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
      <form onSubmit={handleSubmit} noValidate>
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
