import postgres from 'postgres'

/** A lock another process holds is asked for again after this long, doubled up to the most. */
const FIRST_RETRY_MS = 10
const MOST_RETRY_MS = 200

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface AdvisoryLocks {
  /** Runs `work` while no other holder of `key`, in this process or another, runs its own. */
  hold<T>(key: string, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * PostgreSQL session advisory locks, all held on one connection of their own, outside the query
 * pool: a picture renders for seconds under its lock, and a pooled connection held meanwhile is one
 * the shop's queries cannot have (renders at once ≥ the pool's size, and every query waited). A lock
 * another session holds is asked for again with `pg_try_advisory_lock` rather than waited for, so
 * the one connection never blocks and serves every lock of the process. The server releases the
 * locks if the connection or the process ends; the lock then only saves a second render.
 *
 * A session may take a lock it already holds, so work under one key in this process also waits for
 * its turn here.
 */
export function advisoryLocks(databaseUrl: string): AdvisoryLocks {
  let session: postgres.Sql | undefined
  const connection = () => (session ??= postgres(databaseUrl, { max: 1, onnotice: () => {} }))
  /** The last holder's turn per key in this process: each waits for the one before it. */
  const turns = new Map<string, Promise<void>>()

  async function acquire(key: string): Promise<void> {
    for (let wait = FIRST_RETRY_MS; ; wait = Math.min(2 * wait, MOST_RETRY_MS)) {
      const [row] = await connection()<{ taken: boolean }[]>`
        select pg_try_advisory_lock(hashtextextended(${key}, 0)) as taken`
      if (row?.taken) return
      await pause(wait)
    }
  }

  return {
    async hold(key, work) {
      const before = turns.get(key)
      let done!: () => void
      const turn = new Promise<void>((resolve) => (done = resolve))
      const last = (before ?? Promise.resolve()).then(() => turn)
      turns.set(key, last)
      try {
        await before
        await acquire(key)
        try {
          return await work()
        } finally {
          // A lost connection released it already (and the unlock fails): nothing is left held.
          await connection()`select pg_advisory_unlock(hashtextextended(${key}, 0))`.catch(() => {})
        }
      } finally {
        done()
        if (turns.get(key) === last) turns.delete(key)
      }
    },
    close: async () => {
      await session?.end({ timeout: 5 })
    },
  }
}
