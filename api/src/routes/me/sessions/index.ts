import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { describeUserAgent } from '../../../accounts/devices.js'
import { sessions } from '../../../db/schema.js'
import { notFound } from '../../../lib/http-error.js'
import { document, resource } from '../../../lib/jsonapi.js'
import { sha256 } from '../../../lib/tokens.js'
import { sessionDeadline, type Session } from '../../../plugins/session.js'

/**
 * A session's public id: a hash of its hash. The id hash itself is what the cookie is looked up by,
 * so it is never shown; this one only names the session in the list.
 */
const publicId = (idHash: string) => sha256(`session:${idHash}`).slice(0, 24)

type SessionRow = typeof sessions.$inferSelect

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

async function ownSessions(request: FastifyRequest) {
  const userId = request.server.sessions.requireUserId(request)
  const rows = await request.server.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
  // A session past its absolute end is on its way out: not listed as signed in.
  return rows.filter((row) => sessionDeadline(row) > Date.now())
}

/**
 * /me/sessions: where the shopper is signed in. GET lists the devices (this one marked current);
 * DELETE /:id signs one other device out; DELETE signs out everywhere but here.
 */
export default async function sessionRoutes(app: FastifyInstance) {
  app.get('/', async (request) => {
    const rows = await ownSessions(request)
    const data = rows.map((row) => sessionResource(row, request.session!))
    return document(data, { meta: { total: data.length } })
  })

  app.delete<{ Params: { id: string } }>(
    '/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{24}$' } },
          required: ['id'],
        },
      },
    },
    async (request, reply) => {
      const rows = await ownSessions(request)
      const row = rows.find((candidate) => publicId(candidate.idHash) === request.params.id)
      // This device signs out with the sign-out call, which also clears its cookies.
      if (!row || row.idHash === request.session!.idHash) throw notFound()
      await app.db.delete(sessions).where(eq(sessions.idHash, row.idHash))
      return reply.code(204).send()
    },
  )

  app.delete('/', async (request, reply) => {
    const userId = app.sessions.requireUserId(request)
    await app.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, request.session!.idHash)))
    return reply.code(204).send()
  })
}
