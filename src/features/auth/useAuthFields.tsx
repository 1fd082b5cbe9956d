import { Input } from '@chakra-ui/react'
import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type SubmitHandler,
} from 'react-hook-form'
import type { z } from 'zod'
import { formMessages, isApiError } from '@/api'
import { fieldErrorId, FormField } from '@/components/FormField'
import { notify } from '@/components/toaster'
import { t, translate } from '@/lib/i18n/i18n'

type Fields = Record<string, string>

const precedence: readonly string[] = [
  formMessages.loginEmpty,
  formMessages.registerEmpty,
  formMessages.resetEmpty,
  formMessages.passwordsDiffer,
]

/**
 * An account form (sign in, sign up, a reset): its fields checked by `schema` as the booking form
 * is (on leaving a field, then as she corrects it), each message under its field. A submit the
 * schema refuses says the first thing wrong in SPEC's toast and puts the cursor there; nothing
 * typed is ever cleared.
 */
export function useAuthFields<Values extends Fields>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // The field SPEC's toast names takes the cursor (`refused`), not the first with an error.
    shouldFocusError: false,
  })
  const { register, formState, setError, setFocus } = form
  const names = Object.keys(defaultValues) as Path<Values>[]
  const formId = useId()

  const input = (name: Path<Values>, label: string, type: string, autoComplete: string) => {
    const id = `${formId}${name}`
    const error = formState.errors[name]?.message as string | undefined
    return (
      <FormField label={label} error={error} controlId={id}>
        <Input
          {...register(name)}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'email' ? 'email' : undefined}
          // The field names its message as an error only (aria-errormessage), which few screen
          // readers read: described by it too, the message is read with the field.
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      </FormField>
    )
  }

  // SPEC's order of the form's own checks: a field left empty, then passwords that differ, then
  // what the API's rules say of what was typed (a short password), field by field.
  const rank = (errors: FieldErrors<Values>, name: Path<Values>) => {
    const found = precedence.indexOf(String(errors[name]?.message ?? ''))
    return found === -1 ? precedence.length : found
  }
  const refused = (errors: FieldErrors<Values>) => {
    const [first] = names
      .filter((name) => errors[name]?.message)
      .sort((a, b) => rank(errors, a) - rank(errors, b))
    if (!first) return
    notify('error', t('Error'), translate(String(errors[first]!.message)))
    setFocus(first)
  }

  /** Checks the form, then calls `onValid` with the schema's values (trimmed). */
  const submit = (onValid: SubmitHandler<Values>) => form.handleSubmit(onValid, refused)

  /** Puts the API's reasons under their fields and the cursor in the first, else in `fallback`. */
  const showRefusal = (error: unknown, fallback: Path<Values>) => {
    const reasons = isApiError(error) ? error.fieldErrors : {}
    const named = names.filter((name) => reasons[name] !== undefined)
    for (const name of named) setError(name, { type: 'server', message: reasons[name] })
    setFocus(named[0] ?? fallback)
  }

  return { form, input, submit, showRefusal }
}
