import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { before, describe, it } from 'node:test'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { build } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'
import { runTool } from './tool.js'

// The owner's tool speaks one language from its first line to its last: help, results and errors
// under LANG=cs_CZ.UTF-8 or de_DE.UTF-8 hold no line of its English texts; under C it is English.
const { app, database } = await build()
let apiUrl = ''
before(async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  apiUrl = `${address}/v1`
})

type Tree = { [key: string]: string | Tree }
const texts = (language: string) =>
  (
    JSON.parse(fs.readFileSync(path.join('locales', language, 'messages.json'), 'utf8')) as {
      owner: { tool: Tree }
    }
  ).owner.tool

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Each line of the tool's English texts that the other language says differently, as a pattern
 * (a `{{value}}` stands for anything): one with at least two English words, so that a slug or an
 * option shared by both languages is no sign of English.
 */
function englishLines(language: string): { text: string; pattern: RegExp }[] {
  const english = flatten(texts('en'))
  const own = flatten(texts(language))
  return [...english].flatMap(([key, text]) =>
    text
      .split('\n')
      .filter((line) => !(own.get(key) ?? '').split('\n').includes(line))
      .filter(
        (line) => (line.replace(/\{\{\w+\}\}/g, '').match(/\b[a-z]{3,}\b/gi) ?? []).length >= 2,
      )
      .map((line) => ({
        text: line,
        pattern: new RegExp(
          line
            .trim()
            .split(/\{\{\w+\}\}/)
            .map(escape)
            .join('.*?'),
        ),
      })),
  )
}

function shop(lang: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const { LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env
  return runTool(args, {
    ...env,
    LANG: lang,
    SHOP_API_URL: apiUrl,
    OWNER_TOKEN: DEMO_OWNER_TOKEN,
  }).then(({ code, stdout, stderr }) => ({
    code,
    output: `${stdout}${stderr}`,
  }))
}

/** Everything the tool prints for the owner's help, an older command's results and an error. */
async function session(lang: string, order: string): Promise<string> {
  const runs = await Promise.all([
    shop(lang, '--help'),
    shop(lang, 'orders', '--help'),
    shop(lang, 'orders', 'status', '--help'),
    shop(lang, 'coupons', 'create', '--help'),
    shop(lang, 'orders', 'list', '--search', order),
    shop(lang, 'orders', 'show', order),
    shop(lang, 'orders', 'list', '--from', '2026-13-01'),
  ])
  assert.deepEqual(
    runs.map((run) => run.code),
    [0, 0, 0, 0, 0, 0, 2],
    runs.map((run) => run.output).join('\n'),
  )
  return runs.map((run) => run.output).join('\n')
}

function englishIn(output: string, language: string): string[] {
  const patterns = englishLines(language)
  return output.split('\n').filter((line) => patterns.some(({ pattern }) => pattern.test(line)))
}

describe('npm run shop in the owner’s language', () => {
  it('prints help, results and errors in Czech or German, with no English line; English under C', async () => {
    const order = await insertOrder(database.db, { status: 'paid' })
    const czech = await session('cs_CZ.UTF-8', order.number)
    const german = await session('de_DE.UTF-8', order.number)
    const english = await session('C', order.number)
    assert.deepEqual(englishIn(czech, 'cs'), [], czech)
    assert.deepEqual(englishIn(german, 'de'), [], german)
    // The check finds English where there is English: the same session under C.
    assert.ok(englishIn(english, 'cs').length > 30, english)

    assert.match(czech, /^použití: npm run shop -- orders status <číslo> <stav>/m)
    assert.match(czech, /^číslo +objednáno +stav +zákazník +e-mail +celkem +platba$/m)
    assert.match(czech, /^1 z 1 odpovídajících objednávek$/m)
    assert.match(czech, new RegExp(`^objednávka ${order.number}  paid  objednáno `, 'm'))
    assert.match(czech, /^--from musí být den, například 2026-11-01, ne „2026-13-01“$/m)
    assert.match(german, /^Nummer +bestellt +Status +Kunde +E-Mail +Summe +Zahlung$/m)
    assert.match(german, /^Beispiel: npm run shop -- coupons create VANOCE27/m)
    assert.match(english, /^number +placed +status +customer +email +total +payment$/m)
    assert.match(english, /^1 of 1 matching order\(s\)$/m)
  })
})
