import { Badge, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import type { RefCallback } from 'react'
import type { PaymentMethod } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { cardLabel } from './card-label'

const Radio = chakra(
  'input',
  { base: { boxSize: '4.5', accentColor: 'gold.600', flexShrink: 0 } },
  { defaultProps: { type: 'radio' } },
)

export interface CardChoiceProps {
  cards: readonly PaymentMethod[]
  /** The chosen card's id ('' for none). */
  value: string
  onChange: (cardId: string) => void
  /** The question the choices answer ('Pay with'). */
  legend: string
  disabled?: boolean
  /** The id of an error about the choice said outside it. */
  describedBy?: string
  /** The chosen card's radio (else the first she may choose), to move the focus there. */
  inputRef?: RefCallback<HTMLInputElement>
}

/** Her cards as radio buttons, each a 44 px target; an expired card is marked and cannot be chosen. */
export function CardChoice({
  cards,
  value,
  onChange,
  legend,
  disabled,
  describedBy,
  inputRef,
}: CardChoiceProps) {
  const usable = cards.filter((card) => !card.expired)
  const focused = usable.find((card) => card.id === value) ?? usable[0]
  return (
    <Stack asChild gap="1">
      <fieldset disabled={disabled} aria-describedby={describedBy}>
        <Text as="legend" fontWeight="600" mb="1">
          {legend}
        </Text>
        {cards.map((card) => (
          <HStack
            as="label"
            key={card.id}
            gap="3"
            minH="44px"
            cursor={card.expired ? 'default' : 'pointer'}
          >
            <Radio
              ref={card === focused ? inputRef : undefined}
              name={legend}
              value={card.id}
              checked={value === card.id}
              disabled={card.expired}
              onChange={() => onChange(card.id)}
            />
            <Text as="span" color={card.expired ? 'fg.muted' : undefined}>
              {cardLabel(card)}
            </Text>
            {card.expired && <Badge colorPalette="red">{t('Expired')}</Badge>}
          </HStack>
        ))}
      </fieldset>
    </Stack>
  )
}
