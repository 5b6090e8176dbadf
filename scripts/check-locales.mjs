#!/usr/bin/env node
// Checks the translation files locales/<language>/<group>.json against each other:
// - every key in every language (the `seo` group is written per page in Czech only), none empty;
// - no {{value}} that the Czech text does not use (the page may not pass it; leaving one out, e.g. a
//   Czech account number in the English text, is allowed) and the same <tags> (for <Trans>);
// - a plural key (key_one, key_few, ...) has every form its language needs (Intl.PluralRules);
// - no text uses a variant that docs/glossary.md says not to use (one term per concept), in the
//   storefront's texts, the API's texts (api/locales) and the seeded catalogue (api/src/seed/data);
// - reports, without failing, texts in cs/sk/de left identical to English.
// Usage: node scripts/check-locales.mjs [locales-dir] [--glossary=file] [--api=dir] [--seed=dir]
//   (exit 1 when anything is wrong)
import fs from 'node:fs'
import path from 'node:path'
import { glossaryRules, seedTexts, variantsIn } from './glossary.mjs'

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('=')),
)
const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) || 'locales'
const glossaryFile = options.glossary ?? 'docs/glossary.md'
const apiDir = options.api ?? 'api/locales'
const seedDir = options.seed ?? 'api/src/seed/data'
const languages = ['cs', 'sk', 'de', 'en']
const czechOnlyGroups = new Set(['seo'])
const pluralSuffix = /_(zero|one|two|few|many|other)$/

function flatten(value, prefix = '') {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? flatten(inner, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner]],
  )
}

function load(language, root = dir) {
  const texts = new Map()
  const folder = path.join(root, language)
  if (!fs.existsSync(folder)) return texts
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const group = file.replace(/\.json$/, '')
    const json = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))
    for (const [key, text] of flatten(json)) texts.set(`${group}:${key}`, text)
  }
  return texts
}

const values = (text) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()
const tags = (text) =>
  [...String(text).matchAll(/<\/?([a-zA-Z][\w-]*)\s*\/?>/g)].map((m) => m[1]).sort()
const same = (a, b) => a.join() === b.join()
const unknown = (text, czech) => values(text).filter((value) => !values(czech).includes(value))

const problems = []
const warnings = []
const texts = Object.fromEntries(languages.map((language) => [language, load(language)]))
const keys = [...new Set(languages.flatMap((language) => [...texts[language].keys()]))].sort()
const plural = (key) => pluralSuffix.test(key)

for (const key of keys) {
  const group = key.split(':')[0]
  const required = czechOnlyGroups.has(group) ? ['cs'] : languages
  for (const language of required) {
    const text = texts[language].get(key)
    // Plural forms differ by language (Czech has few/many, English not): checked below.
    if (text === undefined && !plural(key)) problems.push(`missing in ${language}: ${key}`)
    else if (text === '' || text === null) problems.push(`empty in ${language}: ${key}`)
  }
  const czech = texts.cs.get(key) ?? texts.cs.get(key.replace(pluralSuffix, '_other'))
  if (czech === undefined || plural(key)) continue
  for (const language of required.filter((l) => l !== 'cs')) {
    const text = texts[language].get(key)
    if (typeof text !== 'string' || typeof czech !== 'string') continue
    if (unknown(text, czech).length)
      problems.push(`${language}: ${key} uses {{${unknown(text, czech)}}}, which Czech does not`)
    if (!same(tags(text), tags(czech)))
      problems.push(`${language}: ${key} has <${tags(text)}>, Czech <${tags(czech)}>`)
  }
  const english = texts.en.get(key)
  for (const language of ['cs', 'sk', 'de']) {
    const text = texts[language].get(key)
    if (
      typeof text === 'string' &&
      text === english &&
      /[a-z]{4,}/i.test(text) &&
      !/^[\w.+-]+@|^https?:|^\{\{/.test(text)
    )
      warnings.push(`same as English in ${language}: ${key} = ${JSON.stringify(text).slice(0, 60)}`)
  }
}

// Plural keys: each language has every category its plural rules use, with the same {{values}}.
const pluralBases = new Set(keys.filter(plural).map((key) => key.replace(pluralSuffix, '')))
for (const base of pluralBases) {
  const czech = texts.cs.get(`${base}_other`)
  for (const language of languages) {
    for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
      const text = texts[language].get(`${base}_${category}`)
      if (text === undefined) problems.push(`missing in ${language}: ${base}_${category}`)
      else if (czech !== undefined && unknown(text, czech).length)
        problems.push(
          `${language}: ${base}_${category} uses {{${unknown(text, czech)}}}, not Czech`,
        )
    }
  }
}

// One term per concept: the variants the glossary lists, wherever a text is written.
let rules = []
try {
  rules = fs.existsSync(glossaryFile) ? glossaryRules(fs.readFileSync(glossaryFile, 'utf8')) : []
} catch (error) {
  problems.push(`${glossaryFile}: ${error.message}`)
}
const written = [
  ...languages.flatMap((language) =>
    [...texts[language]].map(([key, text]) => ({ language, place: `${key}`, text })),
  ),
  ...languages.flatMap((language) =>
    [...load(language, apiDir)].map(([key, text]) => ({ language, place: `api ${key}`, text })),
  ),
  ...(fs.existsSync(seedDir) ? fs.readdirSync(seedDir) : [])
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      seedTexts(fs.readFileSync(path.join(seedDir, file), 'utf8')).map(
        ({ language, line, text }) => ({ language, place: `seed ${file}:${line}`, text }),
      ),
    ),
]
for (const { language, place, text } of written) {
  if (typeof text !== 'string') continue
  for (const { found, rule } of variantsIn(rules, language, text))
    problems.push(`${language}: ${place} says "${found}": the glossary says ${rule.term}`)
}

for (const line of [...problems, ...warnings]) console.log(line)
console.log(
  `check-locales: ${keys.length} keys in ${languages.join(', ')}: ${problems.length} problems, ` +
    `${warnings.length} texts identical to English (allowed: names and loanwords)`,
)
process.exit(problems.length ? 1 : 0)
