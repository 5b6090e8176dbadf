import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server'
import type { DatabaseHandle } from '../db/client.js'

/** How long a request waits for an upload another request is writing, as tus' own locker does. */
const WAIT_MS = 30_000

/**
 * tus' lock on an upload, held across API processes: two requests for one upload (a client that
 * resumes on another process behind nginx while its cut request is still being read there) must
 * not write it at once. In the process, tus' MemoryLocker (it asks the holder to let go: a newer
 * request for the same upload wins); across processes, the database's advisory lock under the
 * upload's id (db/advisory-locks.ts; PGlite has one process, and its lock is the MemoryLocker).
 */
export class UploadLocker implements Locker {
  private readonly memory: MemoryLocker

  constructor(
    private readonly exclusively: DatabaseHandle['exclusively'],
    readonly waitMs = WAIT_MS,
  ) {
    this.memory = new MemoryLocker({ acquireLockTimeout: waitMs })
  }

  newLock(id: string): Lock {
    return new UploadLock(id, this.memory.newLock(id), this.exclusively, this.waitMs)
  }
}

class UploadLock implements Lock {
  private release: (() => void) | undefined
  private held: Promise<unknown> | undefined

  constructor(
    private readonly id: string,
    private readonly memory: Lock,
    private readonly exclusively: DatabaseHandle['exclusively'],
    private readonly waitMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.memory.lock(signal, requestRelease)
    let wanted = true
    const released = new Promise<void>((resolve) => (this.release = resolve))
    let taken!: () => void
    const acquired = new Promise<boolean>((resolve) => (taken = () => resolve(true)))
    // The advisory lock is held for as long as `released` is pending; given up, it is let go at once.
    this.held = this.exclusively(async () => {
      if (!wanted) return
      taken()
      await released
    }, `upload:${this.id}`).catch(() => {})
    let timer: NodeJS.Timeout | undefined
    const givenUp = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.waitMs)
      signal.addEventListener('abort', () => resolve(false), { once: true })
    })
    const got = await Promise.race([acquired, givenUp])
    clearTimeout(timer)
    if (!got) {
      wanted = false
      this.release?.()
      await this.memory.unlock()
      throw ERRORS.ERR_LOCK_TIMEOUT
    }
  }

  async unlock(): Promise<void> {
    this.release?.()
    await this.held
    await this.memory.unlock()
  }
}
