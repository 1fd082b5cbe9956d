import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { translate } from '@/lib/i18n/i18n'

interface FormFieldProps {
  label: string
  /**
   * The field's message, shown under it (in the page's language: validation speaks English) and
   * marking it invalid.
   */
  error: string | undefined
  /** Required by the browser too, with the label's indicator. */
  required?: boolean
  /** The control's id, for a control that does not take it from the field (a button, say). */
  controlId?: string
  children: ReactNode
}

/** The id of the message of the field whose control is `controlId`, for `aria-describedby`. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`

/** A form field's label, its control and its message, if any. */
export function FormField({ label, error, required = false, controlId, children }: FormFieldProps) {
  return (
    <Field.Root
      required={required}
      invalid={Boolean(error)}
      id={controlId}
      ids={controlId ? { errorText: fieldErrorId(controlId) } : undefined}
    >
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
      {error && <Field.ErrorText>{translate(error)}</Field.ErrorText>}
    </Field.Root>
  )
}
