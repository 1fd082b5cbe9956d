import { Box, type BoxProps } from '@chakra-ui/react'

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
