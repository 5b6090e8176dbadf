import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { API_ROOT } from '../config.js'
import { advisoryLocks } from './advisory-locks.js'
import * as schema from './schema.js'

export type Schema = typeof schema
/** The same Drizzle API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /**
   * Runs `work` while no other API process on the same database runs work under the same `lock`:
   * two processes started at once must not both migrate or seed an empty database, nor render the
   * same picture twice. PostgreSQL holds a session advisory lock meanwhile, on one connection
   * outside the pool for all of the process's locks (db/advisory-locks.ts: a render holds no pooled
   * connection); a PGlite folder has only one process.
   */
  exclusively<T>(work: () => Promise<T>, lock?: string): Promise<T>
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, from this process or another;
   * `onListen` each time listening (re)starts, when notices may have been missed. Resolves to the
   * function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Connections each API process pools for its queries (besides one listening, one holding locks). */
export const POOL_SIZE = 10

/** The lock of the API's start-up: migrations and the first seeding. */
export const STARTUP_LOCK = 'startup'

const migrationsFolder = path.join(API_ROOT, 'drizzle')

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string
  /** PGlite folder, or `memory://`. */
  dataDir?: string
  /** A PGlite data dump to start from (tests load a migrated, seeded database this way). */
  loadDataDir?: Blob
  /** PostgreSQL's pool: connections at most (POOL_SIZE), seconds an idle one stays (for ever). */
  pool?: { max: number; idleTimeout?: number }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.pool?.max ?? POOL_SIZE,
      idle_timeout: options.pool?.idleTimeout,
      onnotice: () => {},
    })
    const locks = advisoryLocks(options.databaseUrl)
    const db = drizzlePostgres(client, { schema }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder }),
      exclusively: (work, lock = STARTUP_LOCK) => locks.hold(`print-shop:${lock}`, work),
      async listen(channel, onNotify, onListen) {
        const { unlisten } = await client.listen(channel, onNotify, onListen)
        return unlisten
      },
      async close() {
        await locks.close()
        await client.end({ timeout: 5 })
      },
    }
  }
  const dataDir = options.dataDir ?? 'memory://'
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (work) => work(),
    async listen(channel, onNotify, onListen) {
      const unlisten = await client.listen(channel, onNotify)
      onListen?.()
      return unlisten
    },
    close: () => client.close(),
  }
}

/** The PGlite client underneath, for dumping a prepared database (tests only). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client
  return client.dumpDataDir('none')
}

/** Whether the database answers a query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
