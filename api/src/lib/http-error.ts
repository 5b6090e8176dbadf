/**
 * An answer the client caused: a status, a message key from api/locales and, for 422, the fields
 * with their message keys. The error handler translates them into the request's language.
 */
export type FieldErrors = Record<string, { key: string; vars?: Record<string, string | number> }>

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly fields?: FieldErrors,
    readonly vars?: Record<string, string | number>,
  ) {
    super(messageKey)
  }
}

export const notFound = () => new HttpError(404, 'errors.not_found')
export const unauthenticated = () => new HttpError(401, 'auth.unauthenticated')

/** A 422 with one message on one field. */
export function invalid(
  field: string,
  key: string,
  vars?: Record<string, string | number>,
): HttpError {
  return new HttpError(422, 'errors.validation', { [field]: { key, vars } })
}
