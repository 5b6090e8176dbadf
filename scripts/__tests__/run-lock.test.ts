/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isHeld, takeLock } from '../lib/run-lock'

const lockFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-lock-')), 'x.lock')

describe('the rebuild lock', () => {
  it('lets one holder in and names it to the next, until released', () => {
    const file = lockFile()
    const first = takeLock(file)
    expect(isHeld(first)).toBe(true)
    const second = takeLock(file)
    expect(isHeld(second)).toBe(false)
    expect(second).toMatchObject({ pid: process.pid })
    if (isHeld(first)) first.release()
    expect(fs.existsSync(file)).toBe(false)
    const third = takeLock(file)
    expect(isHeld(third)).toBe(true)
    if (isHeld(third)) third.release()
  })

  it('takes over a lock whose process is gone', () => {
    const file = lockFile()
    // A process id that surely ended: a child that has exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    fs.writeFileSync(file, JSON.stringify({ pid: gone, since: '2026-01-01T00:00:00Z' }))
    const lock = takeLock(file)
    expect(isHeld(lock)).toBe(true)
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    if (isHeld(lock)) lock.release()
  })
})
