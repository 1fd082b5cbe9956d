import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { ApiError, formMessages, MIN_PASSWORD_LENGTH } from '@/api'
import { notify } from '@/components/toaster'
import { AuthCard } from './AuthCard'
import { useSession } from './session/useSession'

type FieldName = 'password' | 'confirmPassword'

/** Where a reset mail's link leads: a new password, twice, with the register form's rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const { resetPassword } = useSession()
  const navigate = useNavigate()
  const [values, setValues] = useState<Record<FieldName, string>>({
    password: '',
    confirmPassword: '',
  })
  const [busy, setBusy] = useState(false)
  const [expired, setExpired] = useState(false)
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({})

  const set = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }))
  const refuse = (message: string, field: FieldName) => {
    notify('error', 'Error', message)
    refs.current[field]?.focus()
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.password) return refuse(formMessages.registerEmpty, 'password')
    if (!values.confirmPassword) return refuse(formMessages.registerEmpty, 'confirmPassword')
    if (values.password !== values.confirmPassword)
      return refuse(formMessages.passwordsDiffer, 'confirmPassword')
    if (values.password.length < MIN_PASSWORD_LENGTH)
      return refuse(formMessages.passwordTooShort, 'password')

    setBusy(true)
    try {
      await resetPassword(token, values.password)
      notify('success', 'Success', 'Your password has been changed')
      navigate('/my-appointments', { replace: true })
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.status === 410) return setExpired(true)
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500
      refuse(explained ? error.message : 'An error occurred. Please try again later.', 'password')
    }
  }

  const askAgain = (
    <Link asChild color="gold.fg" fontWeight="600" fontSize="sm">
      <RouterLink to="/forgot-password">Ask for a new link</RouterLink>
    </Link>
  )

  if (!token || expired) {
    return (
      <AuthCard
        heading="Choose a New Password"
        subtitle="A link from a reset email works once, for 60 minutes."
        footer={askAgain}
      >
        <Text role="alert">{formMessages.resetLinkExpired}</Text>
      </AuthCard>
    )
  }

  const input = (field: FieldName, label: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={(el) => {
          refs.current[field] = el
        }}
        name={field}
        type="password"
        autoComplete="new-password"
        value={values[field]}
        onChange={set(field)}
      />
    </Field.Root>
  )

  return (
    <AuthCard
      heading="Choose a New Password"
      subtitle="Pick a password of at least 6 characters. You will be signed in with it."
      footer={askAgain}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="5">
          {input('password', 'New Password')}
          {input('confirmPassword', 'Confirm New Password')}
          <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
            {busy ? 'Saving...' : 'Change Password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
