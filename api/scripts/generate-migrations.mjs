// drizzle-kit is hoisted to the root node_modules while drizzle-orm stays in api/node_modules (its
// optional peers clash with the storefront's), and drizzle-kit imports drizzle-orm by name. Link it
// where drizzle-kit looks for the length of the run, then generate the next numbered migration.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const link = path.resolve(api, '..', 'node_modules', 'drizzle-orm')
const linked = !fs.existsSync(link)
if (linked) fs.symlinkSync(path.join(api, 'node_modules', 'drizzle-orm'), link, 'dir')
try {
  execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: api,
    stdio: 'inherit',
  })
} finally {
  if (linked) fs.unlinkSync(link)
}
