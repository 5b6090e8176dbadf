import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { API_ROOT } from '../../src/config.js'
import { Visitor, type Response } from '../helper.js'
import { nodeArguments } from '../node-entry.js'

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface ApiProcess {
  origin: string
  child: ChildProcess
  /** What the process wrote, for a failing test's message. */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts `src/server.ts` as its own process, as systemd would start one of several behind nginx,
 * and resolves once it answers /health. `env` adds to the demo shop's settings.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, nodeArguments('src/server.ts'), {
    cwd: API_ROOT,
    env: {
      ...process.env,
      SHOP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited:\n${output}`)
    const healthy = await fetch(`${origin}/v1/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`API process did not answer /v1/health within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

interface Cookie {
  name: string
  value: string
  maxAge?: number
  expires?: Date
}

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const separator = pair.indexOf('=')
  const cookie: Cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1) }
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=')
    if (name.toLowerCase() === 'max-age') cookie.maxAge = Number(value)
    if (name.toLowerCase() === 'expires') cookie.expires = new Date(value)
  }
  return cookie
}

/**
 * A browser whose calls reach several API processes over HTTP, as behind a proxy that spreads
 * them: each call goes to the next process in turn, or to the one `pin` names.
 */
export class HttpVisitor extends Visitor {
  private turn = 0
  private pinned: string | null = null

  constructor(readonly origins: readonly string[]) {
    // The base class's app is for app.inject; every call here goes over a socket instead.
    super(undefined as unknown as FastifyInstance)
  }

  /** Sends the following calls to `origin` only (null: in turn again). */
  pin(origin: string | null): this {
    this.pinned = origin
    return this
  }

  protected override async send(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<Response> {
    const origin = this.pinned ?? this.origins[this.turn++ % this.origins.length]!
    const payload =
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const response = await fetch(`${origin}${url}`, {
      method: String(method),
      headers: {
        ...headers,
        origin: 'https://www.obrazarna.test',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload,
    })
    const text = await response.text()
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      payload: text,
      json: () => JSON.parse(text) as unknown,
      cookies: response.headers.getSetCookie().map(parseSetCookie),
    } as unknown as Response
  }
}
