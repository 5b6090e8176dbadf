import type { RouteOptions, preValidationHookHandler } from 'fastify'
import { HttpError, type FieldErrors } from '../lib/http-error.js'

/**
 * An `onRoute` hook for the public catalogue reads: a query parameter the route's schema does not
 * name is refused with a 400 naming it, before anything is looked up or kept. Each junk address
 * (`?x=1`, `?x=2`, …) would otherwise be an answer of its own to every cache in front (nginx, a CDN)
 * and a typo (`filter[categroy]`) would quietly answer the whole catalogue.
 */
export function refuseUnknownParameters(route: RouteOptions): void {
  const properties = (route.schema?.querystring as { properties?: object } | undefined)?.properties
  const known = new Set(Object.keys(properties ?? {}))
  // A callback rather than an async hook: it runs on every read, kept answers included.
  const refuse: preValidationHookHandler = (request, _reply, done) => {
    let unknown: FieldErrors | undefined
    for (const name in request.query as object)
      if (!known.has(name)) (unknown ??= {})[name] = { key: 'validation.unknown_parameter' }
    done(unknown && new HttpError(400, 'errors.bad_request', unknown))
  }
  const earlier = route.preValidation ?? []
  route.preValidation = [refuse, ...(Array.isArray(earlier) ? earlier : [earlier])]
}
