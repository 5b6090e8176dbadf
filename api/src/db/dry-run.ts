import type { Database } from '../db/client.js'

/** Thrown inside a dry run's transaction to roll it back with the result in hand. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('dry run')
  }
}

/**
 * Runs `change` in one transaction: committed, or with `dryRun` rolled back after it ran, so a dry
 * run checks everything a real run would (constraints included) and reports the same result.
 */
export async function inTransaction<T>(
  db: Database,
  dryRun: boolean,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await change(tx as unknown as Database)
      if (dryRun) throw new RolledBack(result)
      return result
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T
    throw error
  }
}
