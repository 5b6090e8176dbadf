import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

export interface HeldLock {
  release(): void
}

/** Who holds the lock: the process id and since when, as written in the file. */
export interface LockHolder {
  pid: number
  since: string
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holderOf(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder
  } catch {
    return null
  }
}

/**
 * Takes the lock `file` for this process, or answers who holds it. The file is created exclusively
 * (one process wins a race) and names its holder; a file whose process is gone (a crash, a power cut)
 * is taken over. It is removed on release and when the process exits.
 */
export function takeLock(file: string): HeldLock | LockHolder {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }))
      closeSync(fd)
      const release = () => {
        process.off('exit', release)
        try {
          if (holderOf(file)?.pid === process.pid) unlinkSync(file)
        } catch {
          // already gone
        }
      }
      process.on('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = holderOf(file)
      if (holder && alive(holder.pid)) return holder
      // Left behind by a process that is gone (or half-written by one that died writing it).
      try {
        unlinkSync(file)
      } catch {
        // someone else took it over first
      }
    }
  }
  return holderOf(file) ?? { pid: 0, since: 'unknown' }
}

export const isHeld = (lock: HeldLock | LockHolder): lock is HeldLock => 'release' in lock
