import assert from 'node:assert/strict'
import { test } from 'node:test'
import { czechVocative, czechVocativeOfName } from '@print-shop/shop-domain/czech-vocative'

test('names ending in -a take -o, men and women alike', () => {
  for (const [name, vocative] of [
    ['Jana', 'Jano'],
    ['Eva', 'Evo'],
    ['Lenka', 'Lenko'],
    ['Tereza', 'Terezo'],
    ['Andrea', 'Andreo'],
    ['Honza', 'Honzo'],
    ['Ota', 'Oto'],
    ['Nikola', 'Nikolo'],
  ])
    assert.equal(czechVocative(name!), vocative, name)
})

test('names ending in a vowel other than -a keep their form', () => {
  for (const name of ['Marie', 'Lucie', 'Alice', 'Jiří', 'René', 'Ivo', 'Hugo'])
    assert.equal(czechVocative(name), name)
})

test('common men’s names ending in a consonant take their own ending', () => {
  for (const [name, vocative] of [
    ['Petr', 'Petře'],
    ['Alexandr', 'Alexandře'],
    ['Pavel', 'Pavle'],
    ['Karel', 'Karle'],
    ['Daniel', 'Danieli'],
    ['Michael', 'Michaeli'],
    ['Marek', 'Marku'],
    ['Radek', 'Radku'],
    ['Zdeněk', 'Zdeňku'],
    ['Luděk', 'Luďku'],
    ['Tomáš', 'Tomáši'],
    ['Lukáš', 'Lukáši'],
    ['Ondřej', 'Ondřeji'],
    ['Jan', 'Jane'],
    ['Martin', 'Martine'],
    ['Vojtěch', 'Vojtěchu'],
    ['Dominik', 'Dominiku'],
    ['Igor', 'Igore'],
    ['Václav', 'Václave'],
  ])
    assert.equal(czechVocative(name!), vocative, name)
})

test('women’s names ending in a consonant keep their form', () => {
  for (const name of ['Dagmar', 'Ester', 'Karin', 'Miriam', 'Nikol'])
    assert.equal(czechVocative(name), name)
})

test('a name it does not know for sure has no vocative: the greeting goes without it', () => {
  for (const name of [
    'Xaver', // an unknown name ending in a consonant
    'Julia', // Czech writes Julie; Julio would be wrong for a woman
    'jana', // not written as a name
    'JANA',
    'Jana-Marie',
    "O'Brien",
    '-',
    '',
    '   ',
  ])
    assert.equal(czechVocative(name), null, JSON.stringify(name))
})

test('of a whole name, the first name is declined', () => {
  assert.equal(czechVocativeOfName('Jana Nováková'), 'Jano')
  assert.equal(czechVocativeOfName('  Petr   Svoboda '), 'Petře')
  assert.equal(czechVocativeOfName('Ota Nový'), 'Oto')
  assert.equal(czechVocativeOfName('Xaver Novák'), null)
  assert.equal(czechVocativeOfName(''), null)
})
