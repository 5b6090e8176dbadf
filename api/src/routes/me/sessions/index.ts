import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { describeUserAgent } from '../../../accounts/devices.js'
import {
  endOtherSessions,
  endSession,
  sessionDeadline,
  signedInSessions,
  type Session,
  type SessionRow,
} from '../../../accounts/signed-in-sessions.js'
import { notFound } from '../../../lib/http-error.js'
import { document, resource } from '../../../lib/jsonapi.js'
import { sha256 } from '../../../lib/tokens.js'
import { noContentResponse, sessionsResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * A session's public id: a hash of its hash. The id hash itself is what the cookie is looked up by,
 * so it is never shown; this one only names the session in the list.
 */
const publicId = (idHash: string) => sha256(`session:${idHash}`).slice(0, 24)

function sessionResource(row: SessionRow, current: Session) {
  return resource('sessions', publicId(row.idHash), {
    ...describeUserAgent(row.userAgent),
    signed_in_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: new Date(Math.min(row.expiresAt.getTime(), sessionDeadline(row))).toISOString(),
    remember: row.remember,
    current: row.idHash === current.idHash,
  })
}

const sessionParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }) })

/**
 * /me/sessions: where the shopper is signed in. GET lists the devices (this one marked current);
 * DELETE /:id signs one other device out; DELETE signs out everywhere but here.
 */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: sessionsResponse } }, async (request) => {
    const rows = await signedInSessions(app.db, request.userId)
    const data = rows.map((row) => sessionResource(row, request.session!))
    return document(data, { meta: { total: data.length } })
  })

  app.delete(
    '/:id',
    { schema: { params: sessionParams, response: noContentResponse } },
    async (request, reply) => {
      const rows = await signedInSessions(app.db, request.userId)
      const row = rows.find((candidate) => publicId(candidate.idHash) === request.params.id)
      // This device signs out with the sign-out call, which also clears its cookies.
      if (!row || row.idHash === request.session!.idHash) throw notFound()
      await endSession(app.db, row.idHash)
      return reply.code(204).send()
    },
  )

  app.delete('/', { schema: { response: noContentResponse } }, async (request, reply) => {
    await endOtherSessions(app.db, request.userId, request.session!.idHash)
    return reply.code(204).send()
  })
}

export default sessionRoutes
