import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface FormFieldProps {
  label: string
  /** The field's message, shown under it and marking it invalid. */
  error: string | undefined
  /** Required by the browser too, with the label's indicator. */
  required?: boolean
  children: ReactNode
}

/** A form field's label, its control and its message, if any. */
export function FormField({ label, error, required = false, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
