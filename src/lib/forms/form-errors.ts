import type { TFunction } from '../i18n/translator'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notify } from '../../components/toaster/notify'
import { errorKey, fieldErrors } from '../api-client'

/**
 * Shows a failed call: a 422's messages on their fields (the API's field name mapped to the form's),
 * anything else as an error toast. The first field with a message takes the focus.
 */
export function showFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
  t: TFunction,
): void {
  const errors = fieldErrors(error)
  const unplaced: string[] = []
  let placed = false
  for (const [field, message] of Object.entries(errors ?? {})) {
    const target = fields[field]
    if (target) {
      setError(target, { type: 'server', message }, { shouldFocus: !placed })
      placed = true
    } else unplaced.push(message)
  }
  if (unplaced.length) notify.error(unplaced.join(' '))
  else if (!placed) notify.error(t(errorKey(error)))
}

/** A field's message: our own are translation keys, the server's arrive translated. */
export function messageOf(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined
  return error.type === 'server' ? error.message : t(error.message)
}
