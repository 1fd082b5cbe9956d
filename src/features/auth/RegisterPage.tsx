import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { ApiError, formMessages, MIN_PASSWORD_LENGTH } from '@/api'
import { notify } from '@/components/toaster'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'

type FieldName = 'name' | 'email' | 'password' | 'confirmPassword'
const fieldOrder: FieldName[] = ['name', 'email', 'password', 'confirmPassword']

export function RegisterPage() {
  const { register } = useSession()
  const navigate = useNavigate()
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  })
  const [busy, setBusy] = useState(false)
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({})

  const set = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }))
  const refuse = (message: string, field: FieldName) => {
    notify('error', 'Error', message)
    refs.current[field]?.focus()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const empty = fieldOrder.find((field) => !values[field].trim())
    if (empty) return refuse(formMessages.registerEmpty, empty)
    if (values.password !== values.confirmPassword)
      return refuse(formMessages.passwordsDiffer, 'confirmPassword')
    if (values.password.length < MIN_PASSWORD_LENGTH)
      return refuse(formMessages.passwordTooShort, 'password')

    setBusy(true)
    try {
      await register(values.name.trim(), values.email.trim(), values.password)
      notify('success', 'Success', 'Your account has been created')
      navigate('/')
    } catch (error) {
      // A refusal the server explained (e.g. an email already registered) is worth showing.
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500
      notify(
        'error',
        'Registration Failed',
        explained ? error.message : 'An error occurred during registration',
      )
      setBusy(false)
      const field = explained
        ? (Object.keys(error.fieldErrors)[0] as FieldName | undefined)
        : undefined
      refs.current[
        field ?? (error instanceof ApiError && error.status === 409 ? 'email' : 'name')
      ]?.focus()
    }
  }

  const input = (field: FieldName, label: string, type: string, autoComplete: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={(el) => {
          refs.current[field] = el
        }}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={set(field)}
      />
    </Field.Root>
  )

  return (
    <AuthCard
      heading="Create an Account"
      subtitle="Join Diva Nail Spa to book and manage your appointments."
      footer={
        <Text fontSize="sm">
          Already have an account?{' '}
          <Link asChild color="gold.fg" fontWeight="600">
            <RouterLink to="/login">Log in</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          {input('name', 'Full Name', 'text', 'name')}
          {input('email', 'Email', 'email', 'email')}
          {input('password', 'Password', 'password', 'new-password')}
          {input('confirmPassword', 'Confirm Password', 'password', 'new-password')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
