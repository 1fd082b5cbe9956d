import { Field, Input } from '@chakra-ui/react'
import { useRef, useState, type ChangeEvent } from 'react'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'

/**
 * The fields of an account form (register, a new password): what each holds, a labelled input
 * for each, and `refuse`, which says what is wrong in a toast and puts the cursor in the field,
 * keeping everything typed.
 */
export function useAuthFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial)
  const refs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({})

  const focus = (name: Name) => refs.current[name]?.focus()
  const refuse = (message: string, name: Name) => {
    notify('error', t('Error'), message)
    focus(name)
  }
  const input = (name: Name, label: string, type: string, autoComplete: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={(el) => {
          refs.current[name] = el
        }}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setValues((prev) => ({ ...prev, [name]: event.target.value }))
        }
      />
    </Field.Root>
  )
  return { values, input, refuse, focus }
}
