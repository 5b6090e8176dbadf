import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startApiProcess } from './api-processes.js'

test('an API process on PGlite told to stop closes everything and exits with 0', async () => {
  const api = await startApiProcess({ DATABASE_URL: '', PGLITE_DATA_DIR: 'memory://' })
  const exited = new Promise<number | null>((resolve) =>
    api.child.once('exit', (code) => resolve(code)),
  )
  api.child.kill('SIGTERM')
  assert.equal(await exited, 0, api.output())
  assert.doesNotMatch(api.output(), /shutdown failed/)
})
