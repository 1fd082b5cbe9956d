import { Field, VisuallyHidden } from '@chakra-ui/react'
import { formatCount } from '@/lib/text'

/** From this share of the limit on, the count warns. */
const NEAR_LIMIT = 0.9

const characters = (count: number) => `${formatCount(count)} character${count === 1 ? '' : 's'}`

interface CharacterCountProps {
  /** How many characters the field holds, as typed. */
  length: number
  /** The most the field takes. */
  max: number
}

/**
 * A long field's count against its limit, '120 / 5,000', as the field's helper text (its
 * description). Near the limit it says how many are left, past it how many too many; nothing
 * typed is cut. A screen reader hears each of those two turns once, not every keystroke.
 */
export function CharacterCount({ length, max }: CharacterCountProps) {
  const left = max - length
  const state = left < 0 ? 'over' : length >= max * NEAR_LIMIT ? 'near' : 'under'
  const count = `${formatCount(length)} / ${formatCount(max)}`
  return (
    <>
      <Field.HelperText
        alignSelf="flex-end"
        fontVariantNumeric="tabular-nums"
        color={state === 'over' ? 'red.700' : state === 'near' ? 'gold.fg' : undefined}
        fontWeight={state === 'under' ? undefined : '600'}
      >
        {state === 'over'
          ? `${count}: ${characters(-left)} too many`
          : state === 'near'
            ? `${count}: ${characters(left)} left`
            : count}
      </Field.HelperText>
      <VisuallyHidden role="status">
        {state === 'over'
          ? `Over the limit of ${characters(max)}`
          : state === 'near'
            ? `Nearly at the limit of ${characters(max)}`
            : ''}
      </VisuallyHidden>
    </>
  )
}
