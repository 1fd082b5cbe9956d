import { Card, Container, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface AuthCardProps {
  heading: string
  subtitle: string
  children: ReactNode
  footer?: ReactNode
}

/** The centred card the sign-in, sign-up and reset pages share. */
export function AuthCard({ heading, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container maxW="md" py={{ base: '10', md: '20' }}>
      <Card.Root variant="elevated" bg="white">
        <Card.Header gap="2">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {heading}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && <Card.Footer justifyContent="center">{footer}</Card.Footer>}
      </Card.Root>
    </Container>
  )
}
