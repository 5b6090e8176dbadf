/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')

describe('a rebuild that finds another running', () => {
  it('stops with its own exit code, so `rebuild && publish` publishes nothing', () => {
    // A checkout whose rebuild lock is held by a running process (this test's).
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-lock-'))
    fs.writeFileSync(
      path.join(checkout, '.rebuild.lock'),
      JSON.stringify({ pid: process.pid, since: '2026-11-29T03:00:00.000Z' }),
    )
    try {
      const run = spawnSync(
        path.join(root, 'node_modules', '.bin', 'tsx'),
        [path.join(root, 'scripts', 'rebuild.ts')],
        {
          cwd: checkout,
          encoding: 'utf8',
          env: { ...process.env, API_URL: 'http://127.0.0.1:9/v1' },
        },
      )
      expect(run.stdout).toContain(
        `another rebuild (process ${process.pid}, since 2026-11-29T03:00:00.000Z) is running`,
      )
      expect(run.status).toBe(75)
      // Nothing was built or published: the other build's lock and files are left alone.
      expect(fs.readdirSync(checkout)).toEqual(['.rebuild.lock'])
    } finally {
      fs.rmSync(checkout, { recursive: true, force: true })
    }
  })
})
