/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { JsonApiDocument } from '../jsonapi'
import { waitForSnapshot, writeSnapshot } from '../snapshot'

const file = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-')), 'reading.json')
const document: JsonApiDocument = {
  data: [{ type: 'images', id: '7', attributes: {} }],
  meta: { last_page: 1 },
}

describe('the rebuild handing its reading to the build', () => {
  it('lets the build wait until the reading is written, then gives it whole', async () => {
    const target = file()
    const waiting = waitForSnapshot(target, { pollMs: 10 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const documents = new Map([['cs /images?page=1', document]])
    await writeSnapshot(target, { digest: 'abc', documents })
    expect(await waiting).toEqual({ digest: 'abc', documents })
    // Written under another name first: no half-written file ever had the awaited name.
    expect(fs.existsSync(`${target}.partial`)).toBe(false)
  })

  it('gives up with the file named when no reading comes', async () => {
    const target = file()
    await expect(waitForSnapshot(target, { timeoutMs: 50, pollMs: 10 })).rejects.toThrow(target)
  })
})
