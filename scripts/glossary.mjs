// Reads the glossary (docs/glossary.md) for the translation check: one term per concept and language,
// and the variants not to use. A row of the glossary's table:
//   | concept | cs | sk | de | en | not to use |
// The last cell lists variants by language, `cs: `zrušit účet`, `účet … zruš*`; en: `e-mail*``:
// each variant in backticks is matched as whole words, case-insensitively; `*` stands for the rest of
// a word (an ending), ` … ` for up to three words between, and `/…/` is a regular expression.
// Variants outside backticks are notes for translators and are not checked.

const languagePrefix = /^\s*(cs|sk|de|en|all)\s*:/

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
    .join('(?:\\s+[\\p{L}\\p{N}-]+){0,3}\\s+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
}

/** The rules of the glossary: for each concept, the terms to use and the variants by language. */
export function glossaryRules(markdown) {
  const rules = []
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) continue
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
    if (cells.length !== 6 || /^-+$/.test(cells[0]) || cells[0] === 'concept') continue
    const [concept, cs, sk, de, en, avoid] = cells
    const terms = { cs, sk, de, en }
    let language = 'all'
    for (const part of avoid.split(';')) {
      const prefix = part.match(languagePrefix)
      if (prefix) language = prefix[1]
      for (const [, variant] of part.matchAll(/`([^`]+)`/g)) {
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
  }
  return rules
}

/** The variants a text uses that the glossary rules out for its language ({{values}} left out). */
export function variantsIn(rules, language, text) {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ')
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
