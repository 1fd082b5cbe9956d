import { chakra } from '@chakra-ui/react'

/** A native checkbox in the salon's gold; the label around it names it. */
export const Checkbox = chakra(
  'input',
  { base: { boxSize: '4.5', accentColor: 'gold.600', flexShrink: 0 } },
  { defaultProps: { type: 'checkbox' } },
)
