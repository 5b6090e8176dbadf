/**
 * The vocative of a Czech first name, for greetings ("Dobrý den, Jano,"): Czech addresses people in
 * the fifth case, and the nominative ("Dobrý den, Jana,") reads as a mistake. Names ending in -a
 * follow one rule (Jana → Jano, Honza → Honzo), names ending in a vowel keep their form (Marie,
 * Jiří, René); a name ending in a consonant depends on its gender and its stem (Petr → Petře, Marek
 * → Marku, Tomáš → Tomáši, Dagmar → Dagmar), so only the names listed here are declined. For any
 * other name the answer is null and the greeting goes without it.
 */

/** Names ending in a consonant, with their vocative: common Czech men's names. */
const declined: Readonly<Record<string, string>> = {
  Adam: 'Adame',
  Aleš: 'Aleši',
  Alexandr: 'Alexandře',
  Antonín: 'Antoníne',
  Arnošt: 'Arnošte',
  Bedřich: 'Bedřichu',
  Bohumil: 'Bohumile',
  Bohuslav: 'Bohuslave',
  Bořivoj: 'Bořivoji',
  Břetislav: 'Břetislave',
  Daniel: 'Danieli',
  David: 'Davide',
  Dominik: 'Dominiku',
  Drahomír: 'Drahomíre',
  Dušan: 'Dušane',
  Eduard: 'Eduarde',
  Emil: 'Emile',
  Erik: 'Eriku',
  Filip: 'Filipe',
  František: 'Františku',
  Hynek: 'Hynku',
  Igor: 'Igore',
  Ivan: 'Ivane',
  Jakub: 'Jakube',
  Jan: 'Jane',
  Jaromír: 'Jaromíre',
  Jaroslav: 'Jaroslave',
  Jindřich: 'Jindřichu',
  Josef: 'Josefe',
  Kamil: 'Kamile',
  Karel: 'Karle',
  Kryštof: 'Kryštofe',
  Ladislav: 'Ladislave',
  Leoš: 'Leoši',
  Libor: 'Libore',
  Lubomír: 'Lubomíre',
  Luboš: 'Luboši',
  Luděk: 'Luďku',
  Ludvík: 'Ludvíku',
  Lukáš: 'Lukáši',
  Marcel: 'Marceli',
  Marek: 'Marku',
  Martin: 'Martine',
  Matěj: 'Matěji',
  Matyáš: 'Matyáši',
  Michael: 'Michaeli',
  Michal: 'Michale',
  Milan: 'Milane',
  Miloslav: 'Miloslave',
  Miloš: 'Miloši',
  Miroslav: 'Miroslave',
  Oldřich: 'Oldřichu',
  Ondřej: 'Ondřeji',
  Oskar: 'Oskare',
  Otakar: 'Otakare',
  Patrik: 'Patriku',
  Pavel: 'Pavle',
  Petr: 'Petře',
  Přemysl: 'Přemysle',
  Radek: 'Radku',
  Radim: 'Radime',
  Richard: 'Richarde',
  Robert: 'Roberte',
  Roman: 'Romane',
  Rostislav: 'Rostislave',
  Rudolf: 'Rudolfe',
  Samuel: 'Samueli',
  Sebastián: 'Sebastiáne',
  Šimon: 'Šimone',
  Stanislav: 'Stanislave',
  Štěpán: 'Štěpáne',
  Tadeáš: 'Tadeáši',
  Tomáš: 'Tomáši',
  Václav: 'Václave',
  Viktor: 'Viktore',
  Vilém: 'Viléme',
  Vít: 'Víte',
  Vladimír: 'Vladimíre',
  Vlastimil: 'Vlastimile',
  Vojtěch: 'Vojtěchu',
  Zbyněk: 'Zbyňku',
  Zdeněk: 'Zdeňku',
}

/** Women's names ending in a consonant: their vocative is the name itself. */
const unchanged = new Set([
  'Agnes',
  'Beatrix',
  'Carmen',
  'Dagmar',
  'Doris',
  'Ester',
  'Ingrid',
  'Ivet',
  'Karin',
  'Miriam',
  'Nikol',
  'Rut',
])

/** A name as people write it: one word, a capital and then small letters. */
const NAME = /^\p{Lu}\p{Ll}+$/u
const VOWEL_END = /[eéěiíoóuúůyý]$/u

/** The vocative of a Czech first name, or null when it is not known for sure. */
export function czechVocative(firstName: string): string | null {
  const name = firstName.trim()
  if (!NAME.test(name)) return null
  if (name in declined) return declined[name]!
  if (unchanged.has(name)) return name
  // Julia, Maria: Czech spells them Julie, Marie; their -a forms are declined either way.
  if (name.endsWith('a')) return name.endsWith('ia') ? null : `${name.slice(0, -1)}o`
  if (VOWEL_END.test(name)) return name
  return null
}

/** The vocative of the first word of a name ("Jana Nováková" → "Jano"), or null. */
export function czechVocativeOfName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return czechVocative(first)
}
