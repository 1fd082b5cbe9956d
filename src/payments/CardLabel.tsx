import { Text, type TextProps } from '@chakra-ui/react'
import type { Card } from '@/api'
import { cardLabel } from './card-label'

/** 'Visa ending in 4242, expires 12/28'. */
export function CardLabel({ card, ...props }: { card: Card } & TextProps) {
  return (
    <Text as="span" {...props}>
      {cardLabel(card)}
    </Text>
  )
}
