/**
 * Test fixtures checked against the API's response schemas (shop-domain/responses), so a fixture
 * cannot drift from what the API answers. Tests only: this imports TypeBox's validator, which the
 * storefront's own code never does (it takes the schemas' types).
 */
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'

/** The schema of each resource type a document includes (`included` is typed loosely). */
export type IncludedSchemas = Readonly<Record<string, TSchema>>

interface Resource {
  type: string
  id: string
}

/** Every way `document` differs from `schema`, and each included resource from its type's schema. */
export function contractProblems(
  document: unknown,
  schema: TSchema,
  included: IncludedSchemas = {},
): string[] {
  const problems = Value.Errors(schema, document).map(
    (error) => `${error.instancePath || '/'} ${error.message}`,
  )
  const resources = (document as { included?: Resource[] }).included ?? []
  resources.forEach((resource, index) => {
    const resourceSchema = included[resource.type]
    if (!resourceSchema) {
      problems.push(`/included/${index} has type ${resource.type}, which no schema is given for`)
      return
    }
    for (const error of Value.Errors(resourceSchema, resource)) {
      problems.push(`/included/${index} (${resource.type})${error.instancePath} ${error.message}`)
    }
  })
  return problems
}
