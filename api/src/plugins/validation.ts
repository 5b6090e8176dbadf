import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import { PLAIN_TEXT_FORMATS } from '../lib/plain-text.js'

const common: Options = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
}
// Query strings and path parameters arrive as text and are coerced; a JSON body must already have
// the right types ("wrong types" is a 422, never a silent conversion).
const textAjv = new Ajv({ ...common, coerceTypes: 'array' })
const bodyAjv = new Ajv({ ...common, coerceTypes: false })
for (const ajv of [textAjv, bodyAjv]) {
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri', 'uuid'])
  for (const [name, format] of Object.entries(PLAIN_TEXT_FORMATS))
    ajv.addFormat(name, { type: 'string', validate: format.validate })
}

/** The validator of one part of a request: a JSON body keeps its types, text is coerced. */
export function compileValidator(schema: unknown, httpPart: string | undefined): ValidateFunction {
  return (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object)
}

function fieldName(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.')
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty
    return path ? `${path}.${missing}` : missing
  }
  return path || '_'
}

function messageFor(error: ErrorObject): FieldErrors[string] {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' }
    case 'format': {
      const format = String(params.format)
      if (Object.hasOwn(PLAIN_TEXT_FORMATS, format))
        return { key: PLAIN_TEXT_FORMATS[format as keyof typeof PLAIN_TEXT_FORMATS].message }
      return { key: format === 'email' ? 'validation.email' : 'validation.pattern' }
    }
    case 'minLength':
      // An empty text where one is needed reads best as "fill this in".
      if (Number(params.limit) === 1) return { key: 'validation.required' }
      return { key: 'validation.min_length', vars: { limit: Number(params.limit) } }
    case 'maxLength':
      return { key: 'validation.max_length', vars: { limit: Number(params.limit) } }
    case 'minimum':
      return { key: 'validation.minimum', vars: { limit: Number(params.limit) } }
    case 'maximum':
      return { key: 'validation.maximum', vars: { limit: Number(params.limit) } }
    case 'type':
      return { key: 'validation.type' }
    case 'enum':
    case 'const':
      return { key: 'validation.enum' }
    case 'pattern':
      return { key: 'validation.pattern' }
    default:
      return { key: 'validation.invalid_value' }
  }
}

/** Ajv errors as one message key per field (the first one wins, as the client shows one). */
export function fieldErrors(errors: readonly ErrorObject[]): FieldErrors {
  const fields: FieldErrors = {}
  for (const error of errors) {
    const name = fieldName(error)
    fields[name] ??= messageFor(error)
  }
  return fields
}

/** The first field whose text contains a NUL character, which PostgreSQL cannot store. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path ? `${path}.${key}` : key)
      if (found) return found
    }
  }
  return undefined
}

export default fp(
  async (app) => {
    // Compiled when the route is first called, not when the app starts (as the serializers,
    // serialization.ts); test/contract/openapi.test.ts compiles every route's.
    const compiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
      let compiled: ValidateFunction | undefined
      return (data: unknown) => {
        const validate = (compiled ??= compileValidator(schema, httpPart))
        if (validate(data)) return { value: data }
        const error = new HttpError(
          // An id that cannot exist in a path is simply not found.
          httpPart === 'params' ? 404 : 422,
          httpPart === 'params' ? 'errors.not_found' : 'errors.validation',
          httpPart === 'params' ? undefined : fieldErrors(validate.errors ?? []),
        )
        return { error }
      }
    }
    app.setValidatorCompiler(compiler)
    app.addHook('preValidation', async (request) => {
      const field = fieldWithNul(request.body, '') ?? fieldWithNul(request.query, '')
      if (field)
        throw new HttpError(422, 'errors.validation', {
          [field]: { key: 'validation.invalid_value' },
        })
    })
  },
  { name: 'validation' },
)
