/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..')
const script = path.join(root, 'scripts', 'check-locales.mjs')

/** Runs the check from the repository's root, as `npm run check:locales` does. */
function check(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

const glossary = `
| concept | cs | sk | de | en | not to use |
| --- | --- | --- | --- | --- | --- |
| the code for a discount | slevový kód | zľavový kód | Gutscheincode | discount code | de: \`Rabattcode*\`; en: \`coupon code*\` |
| ending an account for good | smazat účet | zmazať účet | Konto löschen | delete the account | cs: \`zruš* účet\`, \`účet … zruš*\` |
| electronic mail | e-mail | e-mail | E-Mail | email | en: \`e-mail*\` |
| text still loading | … | … | … after a space | … | \`/\\.\\.\\./\`; de: \`/\\p{L}…/\` |
| orientation | orientace | orientácia | Ausrichtung | orientation | de: Format as the orientation label |
`

const folders: string[] = []
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A folder with a glossary, locale texts, API texts and a seed file; `texts` by language. */
function fixture(texts: Record<string, Record<string, string>>, api = {}, seed = '') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-locales-'))
  folders.push(dir)
  fs.writeFileSync(path.join(dir, 'glossary.md'), glossary)
  for (const language of ['cs', 'sk', 'de', 'en']) {
    fs.mkdirSync(path.join(dir, 'locales', language), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'locales', language, 'common.json'),
      JSON.stringify(texts[language] ?? {}),
    )
    fs.mkdirSync(path.join(dir, 'api', language), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'api', language, 'messages.json'),
      JSON.stringify((api as Record<string, unknown>)[language] ?? {}),
    )
  }
  fs.mkdirSync(path.join(dir, 'seed'))
  fs.writeFileSync(path.join(dir, 'seed', 'coupons.ts'), seed)
  return [
    path.join(dir, 'locales'),
    `--glossary=${path.join(dir, 'glossary.md')}`,
    `--api=${path.join(dir, 'api')}`,
    `--seed=${path.join(dir, 'seed')}`,
  ]
}

/** The same text in every language but one. */
const everywhere = (key: string, text: string, overrides: Record<string, string> = {}) =>
  Object.fromEntries(
    ['cs', 'sk', 'de', 'en'].map((language) => [
      language,
      { [key]: overrides[language] ?? `${text} (${language})` },
    ]),
  )

describe('check-locales: the glossary', () => {
  it('passes on the shop’s own texts', () => {
    const { status, output } = check()
    expect(output).toMatch(/: 0 problems,/)
    expect(status).toBe(0)
  })

  it('passes when every text uses the glossary’s terms', () => {
    const texts = everywhere('code', 'Kód', {
      de: 'Gutscheincode eingeben',
      en: 'Enter the discount code; we email you',
      cs: 'Smazat účet; kód se načítá…',
    })
    const { status, output } = check(...fixture(texts))
    expect(output).toMatch(/0 problems/)
    expect(status).toBe(0)
  })

  it('fails on a variant planted in a storefront text, naming language, key and term', () => {
    const texts = everywhere('code', 'Kód', { de: 'Geben Sie den Rabattcode ein' })
    const { status, output } = check(...fixture(texts))
    expect(output).toContain(
      'de: common:code says "Rabattcode": the glossary says the code for a discount: Gutscheincode',
    )
    expect(status).toBe(1)
  })

  it('matches endings, words in between, any case and regular expressions', () => {
    const texts = everywhere('a', 'Text', {
      de: 'RABATTCODES und Laden…',
      cs: 'Účet můžete kdykoli zrušit.',
      en: 'Loading...',
    })
    const { status, output } = check(...fixture(texts))
    expect(output).toContain('de: common:a says "RABATTCODES"')
    expect(output).toContain('de: common:a says "n…"')
    expect(output).toContain('cs: common:a says "Účet můžete kdykoli zrušit"')
    expect(output).toContain('en: common:a says "..."')
    expect(output).toMatch(/4 problems/)
    expect(status).toBe(1)
  })

  it('matches whole words only, leaves placeholders out and does not check notes', () => {
    const texts = everywhere('a', 'Text', {
      de: 'Querformat, Hochformat oder Format; Rabattcodeliste',
      en: 'Write to {{e-mail}} or use the coupon-codes page',
    })
    // `Rabattcode*` takes an ending (Rabattcodeliste); `coupon code*` needs the space.
    const { output } = check(...fixture(texts))
    expect(output).toContain('de: common:a says "Rabattcodeliste"')
    expect(output).not.toContain('Format')
    expect(output).not.toMatch(/en: common:a/)
    expect(output).toMatch(/1 problems/)
  })

  it('checks the API’s texts and the seeded catalogue too', () => {
    const api = { en: { mail: { subject: 'Confirm your e-mail' } } }
    const seed = "export const coupons = [{ name: { de: 'Rabattcode JARO', en: 'Spring' } }]\n"
    const { status, output } = check(...fixture(everywhere('a', 'Text'), api, seed))
    expect(output).toContain('en: api messages:mail.subject says "e-mail"')
    expect(output).toContain('de: seed coupons.ts:1 says "Rabattcode"')
    expect(status).toBe(1)
  })
})

describe('check-locales: what the shop’s glossary catches', () => {
  /** Planted texts by language, each wrong in one way a review found, and the same text put right. */
  const planted: Array<[language: string, wrong: string, right: string]> = [
    ['cs', 'Ceny jsou včetně {{vatRate}}% DPH.', 'Ceny jsou včetně {{vatRate}} % DPH.'],
    ['cs', 'Zákaznický účet: dokud jej nezrušíte.', 'Zákaznický účet: dokud jej nesmažete.'],
    ['cs', 'Přidávám do košíku…', 'Přidáváme do košíku…'],
    ['cs', 'Fotografie 10×15 cm', 'Fotografie 10 × 15 cm'],
    ['sk', 'Objednané tlače', 'Objednané výtlačky'],
    ['sk', 'Každú hotovú tlač skontrolujeme.', 'Každý hotový výtlačok skontrolujeme.'],
    ['sk', 'Skúste to prosím znova.', 'Skúste to, prosím, znova.'],
    ['sk', 'Účet v Kč', 'Účet v CZK'],
    ['sk', 'Odošleme do 2–5 pracovných dní.', 'Odošleme za 2 – 5 pracovných dní.'],
    ['sk', 'Zaplaťte cez internet banking.', 'Zaplaťte cez internetové bankovníctvo.'],
    ['de', 'auf Satin- oder Fine-Art-Papier', 'auf Seidenglanz- oder Fine-Art-Papier'],
    ['de', 'nach § 1837 BGB', 'nach § 1837 ObčZ'],
    ['de', 'Alles ist farbverwaltet.', 'Mit durchgängigem Farbmanagement.'],
    ['en', 'photos on aluminium', 'aluminium prints'],
    ['en', 'Open 9 am–5 pm', 'Open 9:00–17:00'],
    ['en', 'Free delivery from €60', 'Free delivery from 60 €'],
    ['en', 'We don\u0027t print', 'We don’t print'],
    ['en', 'of which VAT 21%', 'incl. VAT at 21%'],
    ['en', 'the statutory warranty', 'the legal guarantee'],
  ]
  const realGlossary = `--glossary=${path.join(root, 'docs', 'glossary.md')}`

  /** The planted texts as keys k0, k1, … of their language; every other language says "Text". */
  function texts(pick: (wrong: string, right: string) => string) {
    const byLanguage: Record<string, Record<string, string>> = { cs: {}, sk: {}, de: {}, en: {} }
    planted.forEach(([language, wrong, right], index) => {
      for (const other of ['cs', 'sk', 'de', 'en']) byLanguage[other]![`k${index}`] = 'Text'
      byLanguage[language]![`k${index}`] = pick(wrong, right)
    })
    return byLanguage
  }

  it('fails on each planted text, naming it', () => {
    const [locales, , api, seed] = fixture(texts((wrong) => wrong))
    const { status, output } = check(locales!, realGlossary, api!, seed!)
    planted.forEach(([language], index) =>
      expect(output).toContain(`${language}: common:k${index} says`),
    )
    expect(status).toBe(1)
  })

  it('passes on the same texts put right', () => {
    const [locales, , api, seed] = fixture(texts((_, right) => right))
    const { status, output } = check(locales!, realGlossary, api!, seed!)
    expect(output).toMatch(/: 0 problems,/)
    expect(status).toBe(0)
  })

  it('reads an escaped pipe in a regular expression, and refuses a broken row', () => {
    const escaped = glossary.replace('`e-mail*`', '`/e-mail\\|eMail/`')
    const broken = `${glossary}| a row | without | its six cells |\n`
    const file = (content: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'))
      folders.push(dir)
      fs.writeFileSync(path.join(dir, 'glossary.md'), content)
      return `--glossary=${path.join(dir, 'glossary.md')}`
    }
    const [locales, , api, seed] = fixture(everywhere('a', 'Text', { en: 'Send an eMail' }))
    expect(check(locales!, file(escaped), api!, seed!).output).toContain(
      'en: common:a says "eMail"',
    )
    const refused = check(locales!, file(broken), api!, seed!)
    expect(refused.output).toMatch(/glossary\.md: glossary line \d+: 3 cells, 6 expected/)
    expect(refused.status).toBe(1)
  })
})
