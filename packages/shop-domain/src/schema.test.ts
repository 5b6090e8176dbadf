import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Type } from 'typebox'
import { newItemBody } from '@print-shop/shop-domain/requests/basket'
import {
  lineField,
  noteField,
  oneOf,
  optionalLineField,
  orNull,
  withDefault,
} from '@print-shop/shop-domain/schema'

const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema))

test('orNull widens the one type, so Ajv reports that type’s own errors', () => {
  assert.deepEqual(plain(orNull(Type.String({ maxLength: 5 }))), {
    type: ['string', 'null'],
    maxLength: 5,
  })
})

test('oneOf is an enum of strings, with its default when given', () => {
  assert.deepEqual(plain(oneOf(['a', 'b'], { default: 'b' })), {
    type: 'string',
    enum: ['a', 'b'],
    default: 'b',
  })
})

test('a field with a default may be left out of the body', () => {
  const body = Type.Object({
    remember: withDefault(Type.Boolean({ default: false })),
    name: Type.String(),
  })
  assert.deepEqual(plain(body).required, ['name'])
  assert.deepEqual(plain(body).properties.remember, { type: 'boolean', default: false })
})

test('names and notes are plain text in the formats the API registers', () => {
  assert.deepEqual(plain(lineField(20)), {
    type: 'string',
    format: 'single-line',
    minLength: 1,
    maxLength: 20,
  })
  assert.deepEqual(plain(optionalLineField(20)).type, ['string', 'null'])
  assert.equal(plain(optionalLineField(20)).format, 'single-line')
  assert.equal(plain(noteField(1000)).format, 'multi-line')
})

test('a new basket item needs its print, and its quantity defaults to one', () => {
  const schema = plain(newItemBody)
  // The picture is image_id or upload_id: exactly one, which the API checks with field messages.
  assert.deepEqual(schema.required.sort(), [
    'custom_height',
    'custom_width',
    'format_type',
    'layout_id',
    'paper_id',
  ])
  assert.ok(schema.properties.image_id && schema.properties.upload_id)
  assert.equal(schema.additionalProperties, false)
  assert.deepEqual(schema.properties.quantity, {
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 1,
  })
})
