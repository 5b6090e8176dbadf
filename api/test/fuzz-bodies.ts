import fc from 'fast-check'

/**
 * JSON texts built to reach the limits of the body parser and what stands behind it: nesting far
 * past the depth limit and just around it, arrays and strings around the 64 KB size limit, prototype
 * keys, objects with thousands of keys, and values of every wrong type in the endpoint's own fields.
 */
export const hostileBody = (fields: string[]) =>
  fc.oneof(
    nestedBody(fields),
    hugeArray(fields),
    longString(fields),
    prototypeKeys(fields),
    wrongTypes(fields),
    wideObject(fields),
  )

/** Mostly plain JSON, sometimes with a charset or in capitals, which Fastify matches too. */
export const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
)

const field = (fields: string[]) => fc.constantFrom(...fields, 'x')
/** A JSON value as text inside one of the endpoint's fields, or the whole body. */
const placed = (fields: string[], value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.option(field(fields)), value)
    .map(([name, text]) => (name === null ? text : `{${JSON.stringify(name)}:${text}}`))

const LEAVES = ['1', '"x"', 'null', 'true', '{}', '[]', '1e999', '-0', '"\\u0000"']

function nestedBody(fields: string[]) {
  const depth = fc.oneof(fc.integer({ min: 28, max: 36 }), fc.integer({ min: 1, max: 40_000 }))
  const level = fc.constantFrom(
    ['[', ']'],
    ['{"a":', '}'],
    ['[{"b":', '}]'],
    ['{"__proto__":', '}'],
  )
  const value = fc
    .tuple(depth, level, fc.constantFrom(...LEAVES))
    .map(([times, [open, close], leaf]) => open!.repeat(times) + leaf + close!.repeat(times))
  return placed(fields, value)
}

function hugeArray(fields: string[]) {
  const value = fc
    .tuple(
      fc.integer({ min: 1, max: 40_000 }),
      fc.constantFrom('1', '"ab"', '{}', '[]', 'null', '{"id":1}'),
    )
    .map(([length, item]) => `[${`${item},`.repeat(length - 1)}${item}]`)
  return placed(fields, value)
}

function longString(fields: string[]) {
  const value = fc
    .tuple(
      fc.integer({ min: 100, max: 70_000 }),
      fc.constantFrom('x', 'ž', '😀', '\\n', '\\"', '\\u0000', '\\ud800', ' '),
    )
    .map(([length, unit]) => `"${unit.repeat(length)}"`)
  return placed(fields, value)
}

function prototypeKeys(fields: string[]) {
  return fc
    .tuple(
      field(fields),
      fc.constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '{"FIELD":{"__proto__":{"admin":true}}}',
        '{"FIELD":"x","__proto__":null}',
        '{"\\u005f_proto__":{"admin":true}}',
        '{"FIELD":{"constructor":{"prototype":{}}}}',
        '{"prototype":{"admin":true},"FIELD":1}',
        '{"hasOwnProperty":1,"toString":"x","valueOf":[],"FIELD":{}}',
        '[{"__proto__":{"admin":true}}]',
      ),
    )
    .map(([name, template]) => template.replace(/FIELD/g, name))
}

const ODD_VALUES = [
  '1e999',
  '-1e999',
  '1e-999',
  '123456789012345678901234567890',
  '-0',
  '1.5',
  '2147483648',
  'true',
  'false',
  'null',
  '""',
  '" "',
  '"\\ud800"',
  '"\\u0000"',
  '"\\u202e\\u200b"',
  '[]',
  '{}',
  '[[[]]]',
  '{"a":{"b":{}}}',
  '["1"]',
  `"${'x'.repeat(300)}"`,
]

function wrongTypes(fields: string[]) {
  return fc
    .uniqueArray(fc.tuple(field(fields), fc.constantFrom(...ODD_VALUES)), {
      maxLength: fields.length + 1,
      selector: ([name]) => name,
    })
    .map((entries) => `{${entries.map(([name, value]) => `"${name}":${value}`).join(',')}}`)
}

function wideObject(fields: string[]) {
  return fc.tuple(fc.integer({ min: 1, max: 8_000 }), field(fields)).map(([keys, name]) => {
    const many = Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',')
    // The same field twice: JSON.parse keeps the last, with another type.
    return `{"${name}":"a",${many},"${name}":{"b":[1]}}`
  })
}
