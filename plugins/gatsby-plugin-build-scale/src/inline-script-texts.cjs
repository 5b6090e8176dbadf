// @ts-check
/**
 * The page's inline scripts, compiled. Each is a module of its own, `<name>.inline.ts` under `src/` or
 * a local plugin's `src/`, written as the code it is; esbuild bundles it (its imports of shared
 * names included) into one minified function run where it stands. The build defines each text as
 * `INLINE_SCRIPTS.<name>` (webpack's DefinePlugin, webpack-config.ts), jest as a global
 * (jest.config.js), and the hashes of the texts a built page holds go to the script policy
 * (script-policy.ts). Plain JavaScript, so that jest's configuration can require it.
 */
const fs = require('node:fs')
const path = require('node:path')

const SUFFIX = '.inline.ts'
/**
 * An inline script larger than this has most likely pulled in a library by an import: React alone is
 * about 7 KB minified, and the largest script (the search page's early request) about 4 KB.
 */
const MAX_BYTES = 6144

/**
 * Every inline script module of the site: `src/**` and `plugins/<plugin>/src/**`, tests excepted.
 * @param {string} siteDirectory
 * @returns {string[]}
 */
function inlineScriptFiles(siteDirectory) {
  const roots = [path.join(siteDirectory, 'src')]
  const plugins = path.join(siteDirectory, 'plugins')
  if (fs.existsSync(plugins))
    for (const plugin of fs.readdirSync(plugins)) roots.push(path.join(plugins, plugin, 'src'))
  /** @type {string[]} */
  const found = []
  /** @param {string} directory */
  const walk = (directory) => {
    if (!fs.existsSync(directory)) return
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full)
      } else if (entry.name.endsWith(SUFFIX)) found.push(full)
    }
  }
  roots.forEach(walk)
  return found.sort()
}

/**
 * `early-clicks.inline.ts` → `earlyClicks`.
 * @param {string} file
 */
function inlineScriptName(file) {
  return path
    .basename(file, SUFFIX)
    .replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase())
}

/**
 * One inline script module as the text of a `<script>` element. The modules it imports may hold
 * other scripts' texts (`INLINE_SCRIPTS.<name>`, `names`): empty here, so that the unused constants
 * drop out.
 * @param {string} file
 * @param {readonly string[]} [names]
 * @returns {string}
 */
function compileInlineScript(file, names = []) {
  const { buildSync } = require('esbuild')
  const result = buildSync({
    entryPoints: [file],
    define: Object.fromEntries(names.map((name) => [`INLINE_SCRIPTS.${name}`, '""'])),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  })
  const text = result.outputFiles[0]?.text.trim() ?? ''
  if (Buffer.byteLength(text) > MAX_BYTES)
    throw new Error(
      `inline script ${path.basename(file)} compiles to ${Buffer.byteLength(text)} bytes (at most ${MAX_BYTES}): does it import a library?`,
    )
  return text
}

/**
 * Every inline script's text by name.
 * @param {string} siteDirectory
 * @returns {Record<string, string>}
 */
function inlineScriptTexts(siteDirectory) {
  const files = inlineScriptFiles(siteDirectory)
  const names = files.map(inlineScriptName)
  /** @type {Record<string, string>} */
  const texts = {}
  files.forEach((file, index) => {
    const name = names[index] ?? ''
    if (name in texts) throw new Error(`two inline scripts are named ${name}: ${file}`)
    texts[name] = compileInlineScript(file, names)
  })
  return texts
}

/**
 * The definitions webpack's DefinePlugin takes: `INLINE_SCRIPTS.<name>` → the text as a string
 * literal, so a bundle holds only the texts its code uses.
 * @param {string} siteDirectory
 * @returns {Record<string, string>}
 */
function inlineScriptsDefinition(siteDirectory) {
  return Object.fromEntries(
    Object.entries(inlineScriptTexts(siteDirectory)).map(([name, text]) => [
      `INLINE_SCRIPTS.${name}`,
      JSON.stringify(text),
    ]),
  )
}

module.exports = {
  inlineScriptFiles,
  inlineScriptName,
  compileInlineScript,
  inlineScriptTexts,
  inlineScriptsDefinition,
}
