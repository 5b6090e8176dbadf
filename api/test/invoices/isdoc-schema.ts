import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateXML } from 'xmllint-wasm'

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', 'isdoc')
const read = (fileName: string) => ({
  fileName,
  contents: fs.readFileSync(path.join(SCHEMA_DIR, fileName), 'utf8'),
})

/** Validates ISDOC against the standard's own schema; returns libxml2's messages (none: valid). */
export async function isdocSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.isdoc', contents: xml }],
    schema: [read('isdoc-invoice-6.0.2.xsd')],
    preload: [read('isdoc-core-6.0.2.xsd')],
  })
  return result.valid ? [] : result.errors.map((error) => error.rawMessage)
}
