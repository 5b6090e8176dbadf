// The API's tests run as JavaScript: each test file is its own Node process, and loading the
// TypeScript of the app through tsx's module hooks cost each one about a second and a half of CPU.
// This writes the repository's `api` and `packages` folders once per run, each .ts file transpiled
// by esbuild (the transform tsx itself uses) beside a link to its source, and every other file and
// folder as a link, so that paths the code takes from `import.meta.url` land where they do in the
// repository. The copy lives in node_modules/.cache, out of the way of git, lint and the type check.
import fs from 'node:fs'
import path from 'node:path'
import { transform } from 'esbuild'

const TSCONFIG = { compilerOptions: { useDefineForClassFields: true } }
/** Folders the API writes to at run time: linked, not copied, as installed packages are. */
const LINKED = new Set(['api/data', 'api/.data', 'api/test-results'])

/**
 * Writes the transpiled copy of the repository at `repo` and returns its root. The workspace
 * package `@print-shop/shop-domain` exports its .ts files: the copy's API finds the copy's package,
 * which exports its .js files.
 */
export async function compileTests(repo) {
  const root = path.join(repo, 'node_modules', '.cache', 'api-tests')
  fs.rmSync(root, { recursive: true, force: true })
  fs.mkdirSync(root, { recursive: true })
  const transpiled = []

  function copy(folder) {
    fs.mkdirSync(path.join(root, folder))
    for (const entry of fs.readdirSync(path.join(repo, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (file === 'api/node_modules') continue
      if (entry.isDirectory() && !LINKED.has(file) && entry.name !== 'node_modules') {
        copy(file)
        continue
      }
      fs.symlinkSync(path.join(repo, file), path.join(root, file))
      if (entry.isFile() && /(?<!\.d)\.ts$/.test(entry.name)) transpiled.push(transpile(file))
    }
  }
  async function transpile(file) {
    const source = path.join(repo, file)
    const { code } = await transform(fs.readFileSync(source, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: source,
      tsconfigRaw: TSCONFIG,
    })
    fs.writeFileSync(path.join(root, file.replace(/\.ts$/, '.js')), code)
  }

  for (const entry of fs.readdirSync(repo)) {
    if (entry === 'api' || entry === 'packages') copy(entry)
    else if (entry !== 'node_modules')
      fs.symlinkSync(path.join(repo, entry), path.join(root, entry))
  }
  await Promise.all(transpiled)

  const domain = path.join(root, 'packages', 'shop-domain')
  const manifest = JSON.parse(fs.readFileSync(path.join(domain, 'package.json'), 'utf8'))
  // The copy's manifest is a link to the source's: replaced, not written through.
  fs.rmSync(path.join(domain, 'package.json'))
  fs.writeFileSync(
    path.join(domain, 'package.json'),
    JSON.stringify({ ...manifest, exports: { './*': './src/*.js' } }),
  )
  const modules = path.join(root, 'api', 'node_modules')
  fs.mkdirSync(path.join(modules, '@print-shop'), { recursive: true })
  const installed = path.join(repo, 'api', 'node_modules')
  for (const entry of fs.existsSync(installed) ? fs.readdirSync(installed) : []) {
    if (entry !== '@print-shop') {
      fs.symlinkSync(path.join(installed, entry), path.join(modules, entry))
    }
  }
  fs.symlinkSync(domain, path.join(modules, '@print-shop', 'shop-domain'))
  return root
}
