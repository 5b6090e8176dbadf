// Reads the glossary (docs/glossary.md) for the translation check: one term per concept and language,
// and the variants not to use. A row of the glossary's table:
//   | concept | cs | sk | de | en | not to use |
// The last cell lists variants by language, `cs: `zrušit účet`, `účet … zruš*`; en: `e-mail*``:
// each variant in backticks is matched as whole words, case-insensitively; `*` stands for the rest of
// a word (an ending), ` … ` for up to three words between (and the punctuation around them), and
// `/…/` is a regular expression.
// Variants outside backticks are notes for translators and are not checked.

/** What may stand between the words of ` … `: spaces and the punctuation of one sentence. */
const GAP = '[\\s,:;–—()„“"]+'

/** A variant as a regular expression that matches whole words. */
export function variantPattern(variant) {
  if (variant.length > 2 && variant.startsWith('/') && variant.endsWith('/'))
    return new RegExp(variant.slice(1, -1), 'giu')
  const escaped = variant
    .split(' … ')
    .map((part) =>
      part
        .trim()
        .split(/\s+/)
        .map((word) =>
          word.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\p{L}\\p{N}-]*'),
        )
        .join('\\s+'),
    )
    .join(`(?:${GAP}[\\p{L}\\p{N}-]+){0,3}${GAP}`)
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
}

/** A table row's cells: split at each `|` that is not escaped (`\\|` stands for a `|` in a cell). */
function cellsOf(line) {
  return line
    .trim()
    .replace(/^\||(?<!\\)\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

/**
 * The rules of the glossary: for each concept, the terms to use and the variants by language. A row
 * of the table without its six cells is an error, not a row to skip: its rules would silently vanish.
 */
export function glossaryRules(markdown) {
  const rules = []
  for (const [index, line] of markdown.split('\n').entries()) {
    if (!line.trim().startsWith('|')) continue
    const cells = cellsOf(line)
    if (/^-+$/.test(cells[0]) || cells[0] === 'concept') continue
    if (cells.length !== 6)
      throw new Error(`glossary line ${index + 1}: ${cells.length} cells, 6 expected`)
    const [concept, cs, sk, de, en, avoid] = cells
    const terms = { cs, sk, de, en }
    let language = 'all'
    // A language prefix (`cs:`) starts the cell or follows a `;`; backticks keep what they hold.
    for (const [, variant, prefix] of avoid.matchAll(
      /`([^`]+)`|(?:^|;)\s*(cs|sk|de|en|all)\s*:/g,
    )) {
      if (prefix) {
        language = prefix
        continue
      }
      const languages = language === 'all' ? ['cs', 'sk', 'de', 'en'] : [language]
      for (const code of languages)
        rules.push({
          concept,
          language: code,
          variant,
          pattern: variantPattern(variant),
          term: `${concept}: ${terms[code]}`,
        })
    }
  }
  return rules
}

/**
 * The variants a text uses that the glossary rules out for its language. A {{value}} becomes `{{}}`:
 * its name is no word of the text, but what is written next to it is ("{{vatRate}}% DPH").
 */
export function variantsIn(rules, language, text) {
  const words = text.replace(/\{\{[^}]*\}\}/g, '{{}}')
  return rules
    .filter((rule) => rule.language === language)
    .flatMap((rule) =>
      [...words.matchAll(rule.pattern)].map((match) => ({ found: match[0], rule })),
    )
}

/** Texts of the seeded catalogue: `cs: '…'` and the like in api/src/seed/data/*.ts, with their line. */
export function seedTexts(source) {
  const texts = []
  for (const match of source.matchAll(/\b(cs|sk|de|en):\s*(['"`])((?:\\.|(?!\2).)*)\2/gs)) {
    const line = source.slice(0, match.index).split('\n').length
    texts.push({ language: match[1], line, text: match[3] })
  }
  return texts
}
