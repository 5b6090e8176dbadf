/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

/**
 * The storefront takes the API contract's types, never its schemas: TypeBox and the response
 * schemas stay out of the browser bundle. Tests and their fixtures' contract checks may validate.
 */
const SRC = path.join(__dirname, '..', '..')
const CONTRACT = /^(typebox(\/.*)?|@print-shop\/shop-domain\/(responses|requests)\/.*)$/

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'testing') yield* sourceFiles(file)
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file
  }
}

/** Each import or re-export of the contract that brings values, as `file: statement`. */
function valueImports(file: string, text: string): string[] {
  const statements = text.matchAll(/\b(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+'([^']+)'/g)
  return [...statements]
    .filter(([, , typeOnly, , source]) => !typeOnly && CONTRACT.test(source!))
    .map(([statement]) => `${path.relative(SRC, file)}: ${statement.replace(/\s+/g, ' ')}`)
}

describe('the storefront and the contract', () => {
  it('imports only types from TypeBox and the response and request schemas', () => {
    const found = [...sourceFiles(SRC)].flatMap((file) =>
      valueImports(file, fs.readFileSync(file, 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('would see a value import, and lets a type import pass', () => {
    const text = [
      "import type { ImageDocument } from '@print-shop/shop-domain/responses/catalogue'",
      "import { imageResource } from '@print-shop/shop-domain/responses/catalogue'",
      "import { Value } from 'typebox/value'",
    ].join('\n')
    expect(valueImports(path.join(SRC, 'x.ts'), text)).toEqual([
      "x.ts: import { imageResource } from '@print-shop/shop-domain/responses/catalogue'",
      "x.ts: import { Value } from 'typebox/value'",
    ])
  })
})
