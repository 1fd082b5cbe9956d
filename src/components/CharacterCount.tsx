import { Field, VisuallyHidden } from '@chakra-ui/react'
import { t } from '@/lib/i18n/i18n'
import { formatCount } from '@/lib/text'

/** From this share of the limit on, the count warns. */
const NEAR_LIMIT = 0.9

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
          ? t(
              '{count}: {left, plural, one {{shown} character too many} other {{shown} characters too many}}',
              { count, left: -left, shown: formatCount(-left) },
            )
          : state === 'near'
            ? t(
                '{count}: {left, plural, one {{shown} character left} other {{shown} characters left}}',
                { count, left, shown: formatCount(left) },
              )
            : count}
      </Field.HelperText>
      <VisuallyHidden role="status">
        {state === 'over'
          ? t(
              'Over the limit of {max, plural, one {{shown} character} other {{shown} characters}}',
              { max, shown: formatCount(max) },
            )
          : state === 'near'
            ? t(
                'Nearly at the limit of {max, plural, one {{shown} character} other {{shown} characters}}',
                { max, shown: formatCount(max) },
              )
            : ''}
      </VisuallyHidden>
    </>
  )
}
