import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Sparkles } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageTitle } from '@/components/PageTitle'

export function HomePage() {
  return (
    <>
      <PageTitle title="Premium Nail Salon in Chantilly, VA" />
      <Box
        as="section"
        bg="ink.900"
        color="cream.50"
        position="relative"
        overflow="hidden"
        py={{ base: '20', md: '32' }}
        bgImage="radial-gradient(circle at 80% 15%, rgba(212,168,67,0.35), transparent 40%), radial-gradient(circle at 10% 90%, rgba(212,168,67,0.22), transparent 45%), linear-gradient(135deg, #1C1815 0%, #2A2520 100%)"
      >
        <Container maxW="6xl">
          <Stack gap="6" maxW="2xl">
            <HStack gap="2" color="gold.300" textTransform="uppercase" letterSpacing="0.2em" fontSize="sm">
              <Sparkles size={16} aria-hidden />
              <Text as="span">Chantilly, Virginia</Text>
            </HStack>
            <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" fontWeight="600">
              Nail care, elevated to an art
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="ink.100">
              Meticulous manicures, restorative spa pedicures and hand-painted designs in a serene,
              spotless studio. Sit back: this hour is yours.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <Button asChild colorPalette="gold" size="xl">
                <RouterLink to="/booking">Book Appointment</RouterLink>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                color="cream.50"
                borderColor="cream.50"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/services">View Services</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  )
}
