import { Box, Button, Stack, type BoxProps, type ButtonProps } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { t } from '@/lib/i18n/i18n'

const goldGlow =
  'radial-gradient(circle at 80% 15%, rgba(212,168,67,0.35), transparent 40%), radial-gradient(circle at 10% 90%, rgba(212,168,67,0.22), transparent 45%), linear-gradient(135deg, #1C1815 0%, #2A2520 100%)'

/** A dark section with a gold glow: the page's hero and its closing call to action. */
export function DarkBand({ py, children }: Pick<BoxProps, 'py' | 'children'>) {
  return (
    <Box as="section" bg="ink.900" color="cream.50" py={py} bgImage={goldGlow}>
      {children}
    </Box>
  )
}

/** Book Appointment, then a second way on (`to`, named `label`), outlined in cream on the band. */
export function BandActions({
  size,
  to,
  label,
  pt,
}: Pick<ButtonProps, 'size'> & Pick<BoxProps, 'pt'> & { to: string; label: string }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt={pt}>
      <Button asChild colorPalette="gold" size={size}>
        <RouterLink to="/booking">{t('Book Appointment')}</RouterLink>
      </Button>
      <Button
        asChild
        size={size}
        variant="outline"
        color="cream.50"
        borderColor="cream.50"
        _hover={{ bg: 'whiteAlpha.200' }}
      >
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
    </Stack>
  )
}
