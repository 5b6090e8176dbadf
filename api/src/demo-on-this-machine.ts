import { BlockList, isIP } from 'node:net'

/**
 * The demo (SHOP_MODE=demo) serves every mail at /v1/dev/mail, reset links included, opens the
 * owner's calls to a published token and pays orders through a sandbox with a published key: it
 * must not face the public. It refuses to start when its settings say it would: an https:// or
 * non-loopback address for the shop or the API, a listening HOST beyond this machine, or a
 * database on another machine (the demo seeds its codes and would read a real shop's mail).
 */

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** localhost (and *.localhost, RFC 6761), 127.0.0.0/8 or ::1, with or without [brackets]. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  const family = isIP(name)
  return family !== 0 && LOOPBACK.check(name, family === 4 ? 'ipv4' : 'ipv6')
}

function isLocalAddress(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' && isLoopbackHost(url.hostname)
  } catch {
    return false
  }
}

/** One host of a connection string without its port: `[::1]:5432` → `::1`; a socket folder as is. */
function withoutPort(host: string): string {
  if (host.startsWith('/')) return host
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'))
  return host.split(':')[0]!
}

/**
 * The hosts a postgres:// address connects to, as the postgres client reads it: the hosts between
 * `@` and the path (several, comma-separated), else PGHOST, else localhost. Null when it cannot tell.
 */
function databaseHosts(databaseUrl: string, env: NodeJS.ProcessEnv): string[] | null {
  const authority = /^postgres(?:ql)?:\/\/([^/?#]*)/i.exec(databaseUrl)?.[1]
  if (authority === undefined) return null
  try {
    const hosts = decodeURIComponent(authority.slice(authority.lastIndexOf('@') + 1))
    return (hosts || env.PGHOST || 'localhost').split(',').map(withoutPort)
  } catch {
    return null
  }
}

const isLocalDatabaseHost = (host: string) => host.startsWith('/') || isLoopbackHost(host)

/** Each reason the demo's settings would face the public, each naming SHOP_MODE and the setting. */
export function publicFacingDemoProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  for (const name of ['API_PUBLIC_URL', 'SITE_URL', 'CORS_ORIGINS'])
    for (const address of (env[name] ?? '').split(','))
      if (address.trim() && !isLocalAddress(address.trim()))
        problems.push(
          `SHOP_MODE: demo, but ${name} ${address.trim()} faces the public (the demo takes http://localhost addresses only)`,
        )
  const host = env.HOST ?? 'localhost'
  if (!isLoopbackHost(host))
    problems.push(
      `SHOP_MODE: demo, but HOST ${host || '(empty)'} listens beyond this machine (the demo takes 127.0.0.1, ::1 or localhost)`,
    )
  if (env.DATABASE_URL) {
    const hosts = databaseHosts(env.DATABASE_URL, env)
    const remote = hosts?.filter((database) => !isLocalDatabaseHost(database))
    if (!hosts || remote!.length)
      problems.push(
        `SHOP_MODE: demo, but DATABASE_URL ${hosts ? `names ${remote!.join(', ')}` : 'is not a postgres:// address'}, not a database on this machine (the demo takes localhost, 127.0.0.1, ::1 or a socket)`,
      )
  }
  return problems
}
