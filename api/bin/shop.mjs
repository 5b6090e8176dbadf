#!/usr/bin/env node
// `npm run shop`: the owner's tool (src/owner/cli.ts) started without npm's second hop and without
// compiling TypeScript on every call. It runs a bundle of the tool kept in api/.cache (git-ignored),
// made again with esbuild only when one of its source files is newer than the bundle.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// One folder below api/, as src/owner is: the tool finds api/locales the same way from either.
const bundle = path.join(apiRoot, '.cache', 'owner-tool.mjs')
const INPUTS = '// inputs: '

/** The bundle's source files, as its first line lists them (relative to api/). */
function inputsOf(file) {
  const fd = fs.openSync(file, 'r')
  try {
    const head = Buffer.alloc(64 * 1024)
    const line = head.subarray(0, fs.readSync(fd, head)).toString('utf8').split('\n', 1)[0]
    return line.startsWith(INPUTS) ? JSON.parse(line.slice(INPUTS.length)) : null
  } finally {
    fs.closeSync(fd)
  }
}

function upToDate() {
  try {
    const built = fs.statSync(bundle).mtimeMs
    const inputs = inputsOf(bundle)
    return (
      Array.isArray(inputs) &&
      inputs.every((input) => fs.statSync(path.resolve(apiRoot, input)).mtimeMs <= built)
    )
  } catch {
    return false
  }
}

// Bundled too, so that only what the tool uses is loaded (importing all of drizzle-orm and typebox
// took half a second); these few read files beside their code or load native code, so they stay out.
const EXTERNAL = ['sharp', '@electric-sql/pglite', 'pdfkit', 'dejavu-fonts-ttf']

async function build() {
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    absWorkingDir: apiRoot,
    entryPoints: ['src/owner/cli.ts'],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages in an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    metafile: true,
    write: false,
    logLevel: 'warning',
  })
  // Paths relative to api/. The lock file stands for the packages: it changes with each update.
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/')),
    '../package-lock.json',
    'bin/shop.mjs',
  ]
  const code = `${INPUTS}${JSON.stringify(inputs)}\n${result.outputFiles[0].text}`
  // Written aside and renamed, so that a run started meanwhile never reads half a bundle.
  fs.mkdirSync(path.dirname(bundle), { recursive: true })
  const partial = `${bundle}.${process.pid}`
  fs.writeFileSync(partial, code)
  fs.renameSync(partial, bundle)
}

if (!upToDate()) await build()
await import(pathToFileURL(bundle).href)
