import { Button, Card, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { PageTitle } from '@/components/PageTitle'
import { notify } from '@/components/toaster'
import { useSession } from './session/useSession'

function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') ? from : '/'
}

export function LoginPage() {
  const { login } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email || !password) {
      notify('error', 'Error', 'Please enter both email and password')
      return
    }
    setBusy(true)
    try {
      await login(email, password)
      notify('success', 'Success', 'You have successfully logged in')
      navigate(redirectTarget(location.state), { replace: true })
    } catch (error) {
      const message = error instanceof Error ? error.message || 'An error occurred during login' : 'An unknown error occurred'
      notify('error', 'Login Failed', message)
      setBusy(false)
    }
  }

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <PageTitle title="Log in" />
      <Card.Root variant="elevated" bg="white">
        <Card.Header>
          <Heading as="h1" fontSize="3xl">
            Welcome back
          </Heading>
          <Text color="fg.muted">Log in to book and manage your appointments.</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="5">
              <Field.Root>
                <Field.Label>Email</Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Password</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field.Root>
              <Link asChild alignSelf="flex-end" fontSize="sm" color="gold.fg">
                <RouterLink to="/forgot-password">Forgot password?</RouterLink>
              </Link>
              <Button type="submit" colorPalette="gold" size="lg" disabled={busy}>
                {busy ? 'Signing in...' : 'Log in'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Text fontSize="sm">
            New to Diva Nail Spa?{' '}
            <Link asChild color="gold.fg" fontWeight="600">
              <RouterLink to="/register">Create an account</RouterLink>
            </Link>
          </Text>
        </Card.Footer>
      </Card.Root>
    </Container>
  )
}
