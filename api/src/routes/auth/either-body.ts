import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify'
import { Type, type Static, type TSchema } from 'typebox'

/**
 * Sign-in and registration take either a password payload or a social one (`token` and `driver`).
 * A single `oneOf` schema would report the errors of both shapes; this validates the body against the
 * shape the client chose (social when it sent a `token`) with the app's own compiler, so the errors
 * look like any other route's. Spread the result, with the route's response schemas, into the route
 * options.
 */
export function eitherBody<
  Social extends TSchema,
  Password extends TSchema,
  Response extends Record<number, TSchema>,
>(app: FastifyInstance, shapes: { social: Social; password: Password }, response: Response) {
  const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
    const compile = app.validatorCompiler
    if (!compile) throw new Error('the validation plugin must be registered before the auth routes')
    if (route.httpPart !== 'body') return compile(route)
    const social = compile({ ...route, schema: shapes.social })
    const password = compile({ ...route, schema: shapes.password })
    return (data: unknown) => {
      const sentToken = typeof data === 'object' && data !== null && 'token' in data
      return sentToken ? social(data) : password(data)
    }
  }
  const body = Type.Unsafe<Static<Social> | Static<Password>>({
    oneOf: [shapes.social, shapes.password],
  })
  return { schema: { body, response }, validatorCompiler }
}
