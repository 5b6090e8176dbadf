import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, lt } from 'drizzle-orm'
import { imageViews, sessions, users } from '../db/schema.js'
import { sessionDeadline, type Session } from '../accounts/signed-in-sessions.js'
import { adoptSessionBasket } from '../basket/merge.js'
import { HttpError, unauthenticated } from '../lib/http-error.js'
import { randomToken, safeEqual, sha256 } from '../lib/tokens.js'
import { HOURLY, sweepEvery } from '../lib/sweep.js'

export const SESSION_COOKIE = 'obrazarna_session'
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
/** Idle lifetime of a normal session; remember-me keeps the visitor signed in for 30 days. */
const SESSION_TTL = 2 * 60 * 60 * 1000
const REMEMBER_TTL = 30 * 24 * 60 * 60 * 1000
/** The user agent kept for the list of signed-in devices is cut to this length. */
const USER_AGENT_LENGTH = 300
/** Sliding expiry is written at most this often. */
const EXTEND_AFTER = 10 * 60 * 1000

function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent']
  return agent ? agent.slice(0, USER_AGENT_LENGTH) : null
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null
    /**
     * The signed-in user's id, set by the `signedInOnly` hook of a private route prefix (/me,
     * /favorites); 0 on a route without it, where `session?.userId` tells who is signed in.
     */
    userId: number
  }
  interface FastifyInstance {
    sessions: SessionService
  }
  interface FastifyContextConfig {
    /**
     * false for the few unsafe routes that a browser reaches without the storefront: the payment
     * gateway's signed callback and the sandbox gateway's own page. They authenticate otherwise.
     */
    csrf?: boolean
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface SessionService {
  /** The request's session, created (anonymous) if it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session>
  /** Makes sure the visitor has a session and (re)sends its XSRF-TOKEN cookie. */
  issueCsrf(request: FastifyRequest, reply: FastifyReply): Promise<Session>
  /**
   * Signs a user in on a fresh session id and CSRF token; recent views and the anonymous basket
   * follow the visitor.
   */
  signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    remember: boolean,
  ): Promise<Session>
  /** Ends the session and clears the cookies. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** The signed-in user's id, or 401. */
  requireUserId(request: FastifyRequest): number
}

export default fp<{ secureCookies: boolean; cookieDomain?: string }>(
  async (app, { secureCookies, cookieDomain }) => {
    const cookieBase = {
      path: '/',
      sameSite: 'lax' as const,
      secure: secureCookies,
      domain: cookieDomain,
    }

    function setCookies(reply: FastifyReply, sessionId: string | null, session: Session) {
      // A remembered session outlives the browser; otherwise both cookies end with it.
      const maxAge = session.remember ? REMEMBER_TTL / 1000 : undefined
      if (sessionId)
        reply.setCookie(SESSION_COOKIE, sessionId, { ...cookieBase, httpOnly: true, maxAge })
      reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...cookieBase, httpOnly: false, maxAge })
    }

    function clearCookies(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true })
      reply.clearCookie(CSRF_COOKIE, cookieBase)
    }

    async function create(
      request: FastifyRequest,
      reply: FastifyReply,
      fields: Partial<Session>,
    ): Promise<Session> {
      const sessionId = randomToken()
      const remember = fields.remember ?? false
      const [row] = await app.db
        .insert(sessions)
        .values({
          idHash: sha256(sessionId),
          userId: fields.userId ?? null,
          ownerId: fields.ownerId ?? null,
          csrfToken: randomToken(),
          remember,
          expiresAt: new Date(Date.now() + (remember ? REMEMBER_TTL : SESSION_TTL)),
          userAgent: userAgentOf(request),
        })
        .returning()
      const session = row as Session
      setCookies(reply, sessionId, session)
      return session
    }

    const service: SessionService = {
      async ensure(request, reply) {
        request.session ??= await create(request, reply, {})
        return request.session
      },

      async issueCsrf(request, reply) {
        if (!request.session) return service.ensure(request, reply)
        setCookies(reply, null, request.session)
        return request.session
      },

      async signIn(request, reply, userId, remember) {
        const previous = request.session
        const session = await app.db.transaction(async (tx) => {
          const sessionId = randomToken()
          const [row] = await tx
            .insert(sessions)
            .values({
              idHash: sha256(sessionId),
              userId,
              ownerId: previous?.ownerId ?? null,
              csrfToken: randomToken(),
              remember,
              expiresAt: new Date(Date.now() + (remember ? REMEMBER_TTL : SESSION_TTL)),
              userAgent: userAgentOf(request),
            })
            .returning()
          if (previous) {
            const viewed = await tx
              .select({ imageId: imageViews.imageId, viewedAt: imageViews.viewedAt })
              .from(imageViews)
              .where(eq(imageViews.sessionIdHash, previous.idHash))
            for (const view of viewed) {
              await tx
                .insert(imageViews)
                .values({ userId, imageId: view.imageId, viewedAt: view.viewedAt })
                .onConflictDoNothing()
            }
            await adoptSessionBasket(tx, previous.idHash, userId)
            await tx.delete(sessions).where(eq(sessions.idHash, previous.idHash))
          }
          setCookies(reply, sessionId, row as Session)
          return row as Session
        })
        request.session = session
        return session
      },

      async end(request, reply) {
        if (request.session)
          await app.db.delete(sessions).where(eq(sessions.idHash, request.session.idHash))
        request.session = null
        clearCookies(reply)
      },

      requireUserId(request) {
        const userId = request.session?.userId
        if (!userId) throw unauthenticated()
        return userId
      },
    }

    app.decorate('sessions', service)
    app.decorateRequest('session', null)
    app.decorateRequest('userId', 0)

    app.addHook('onRequest', async (request) => {
      const sessionId = request.cookies[SESSION_COOKIE]
      if (sessionId) {
        const idHash = sha256(sessionId)
        const [row] = await app.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())))
        request.session = (row as Session | undefined) ?? null
        if (request.session && sessionDeadline(request.session) <= Date.now()) {
          await app.db.delete(sessions).where(eq(sessions.idHash, idHash))
          request.session = null
        }
        if (request.session) {
          const ttl = request.session.remember ? REMEMBER_TTL : SESSION_TTL
          if (request.session.expiresAt.getTime() - Date.now() < ttl - EXTEND_AFTER) {
            // Sliding, but never past the session's absolute end.
            const now = new Date()
            const expiresAt = new Date(
              Math.min(now.getTime() + ttl, sessionDeadline(request.session)),
            )
            await app.db
              .update(sessions)
              .set({ expiresAt, lastSeenAt: now })
              .where(eq(sessions.idHash, idHash))
            request.session.expiresAt = expiresAt
            request.session.lastSeenAt = now
          }
        }
      }
      // Sanctum-style CSRF: an unsafe call must echo the XSRF-TOKEN cookie's value in the header.
      if (UNSAFE.has(request.method) && request.routeOptions.config.csrf !== false) {
        const header = request.headers[CSRF_HEADER]
        const token = Array.isArray(header) ? header[0] : header
        if (!request.session || !token || !safeEqual(token, request.session.csrfToken)) {
          throw new HttpError(419, 'errors.csrf')
        }
      }
    })

    sweepEvery(app, HOURLY, 'session', () =>
      app.db.delete(sessions).where(lt(sessions.expiresAt, new Date())),
    )
  },
  { name: 'session', dependencies: ['database', '@fastify/cookie'] },
)

/**
 * The onRequest hook of a private route prefix: 401 for a visitor who is not signed in, before the
 * body is validated (an anonymous caller learns nothing from field errors); `request.userId` else.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  request.userId = request.server.sessions.requireUserId(request)
}

/** The signed-in user row, or 401 (a deleted account ends the session too). */
export async function currentUser(request: FastifyRequest) {
  const userId = request.server.sessions.requireUserId(request)
  const [user] = await request.server.db.select().from(users).where(eq(users.id, userId))
  if (!user) throw unauthenticated()
  return user
}
