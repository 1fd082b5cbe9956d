import { NativeSelect } from '@chakra-ui/react'
import type { Ref } from 'react'

/** One of the choices offered, as the dropdown shows it. */
export interface Choice {
  value: string
  label: string
}

interface ChoiceSelectProps extends Omit<NativeSelect.FieldProps, 'children' | 'size'> {
  /** The first option, of empty value: a prompt or "none". */
  empty: string
  choices: readonly Choice[]
  size?: NativeSelect.RootProps['size']
  ref?: Ref<HTMLSelectElement>
}

/** A native dropdown of choices after an empty first one; the field's own props go to the select. */
export function ChoiceSelect({ empty, choices, size, ...field }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field bg="white" {...field}>
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
