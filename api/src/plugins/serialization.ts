import SerializerSelector, {
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler'

/**
 * Fastify compiles the serializer of every answer of every route when the app starts: about 300
 * with the contract's schemas, most of a second of each API process's start. Here each is compiled
 * when its route first answers with that status. test/contract/openapi.test.ts compiles them all,
 * so a schema that cannot be compiled fails there rather than on a shopper's request.
 */
export const serializersWhenFirstUsed: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options)
  return (route) => {
    let serialize: Serializer | undefined
    return (document) => {
      serialize ??= compile(route)
      return serialize(document)
    }
  }
}
