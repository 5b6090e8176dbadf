import { Type, type Static } from 'typebox'

/**
 * The body of every error answer (the API's plugins/errors.ts) in the request's language:
 * `{ message }`, or for a 422 `{ message, errors: { field: [message] } }`. The API declares it once
 * for every route (plugins/openapi.ts).
 */
export const errorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { additionalProperties: true },
)
export type ErrorBody = Static<typeof errorBody>
