import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { API_ROOT } from '../../src/config.js'

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

const folder = path.join(API_ROOT, 'drizzle')
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[]
}

test('every migration is dated after the one before it, or existing databases skip it', () => {
  // Drizzle's migrator applies the migrations dated after the last one a database has applied: a
  // new migration dated earlier (drizzle-kit dates it now, the journal's dates run ahead) reaches
  // fresh databases only, never the shop's own.
  for (const [index, entry] of journal.entries.entries()) {
    assert.equal(entry.idx, index)
    assert.ok(fs.existsSync(path.join(folder, `${entry.tag}.sql`)), `${entry.tag}.sql exists`)
    if (index === 0) continue
    const before = journal.entries[index - 1]!
    assert.ok(entry.when > before.when, `${entry.tag} is dated after ${before.tag}`)
  }
})
