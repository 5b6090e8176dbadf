import { eq } from 'drizzle-orm'
import { deliveryMethods, images, layouts, papers } from '../../../src/db/schema.js'
import type { TestApp, Visitor } from '../../helper.js'

/** Ids of the demo shop's layouts, papers, delivery methods and two images (one landscape). */
export async function shopIds(testApp: TestApp) {
  const db = testApp.database.db
  const bySlug = <Row extends { id: number; slug: string }>(rows: Row[]) =>
    Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<string, number>
  const layoutIds = bySlug(await db.select({ id: layouts.id, slug: layouts.slug }).from(layouts))
  const paperIds = bySlug(await db.select({ id: papers.id, slug: papers.slug }).from(papers))
  const deliveryIds = bySlug(
    await db.select({ id: deliveryMethods.id, slug: deliveryMethods.slug }).from(deliveryMethods),
  )
  const [landscape] = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(eq(images.orientation, 'horizontal'))
    .limit(1)
  return { layouts: layoutIds, papers: paperIds, delivery: deliveryIds, image: landscape! }
}

export type ShopIds = Awaited<ReturnType<typeof shopIds>>

/** A 30 x 20 cm glossy photo print of the whole image (79 Kč / 3.40 €). */
export function photoPrint(ids: ShopIds, overrides: Record<string, unknown> = {}) {
  return {
    image_id: ids.image.id,
    layout_id: ids.layouts.fotografie,
    paper_id: ids.papers.lesky,
    custom_width: 300,
    custom_height: 200,
    format_type: 'original',
    quantity: 1,
    ...overrides,
  }
}

/** A 60 x 40 cm canvas (obraz na plátně). */
export function canvas(ids: ShopIds, overrides: Record<string, unknown> = {}) {
  return photoPrint(ids, {
    layout_id: ids.layouts['obraz-na-platne'],
    paper_id: ids.papers.platno,
    custom_width: 600,
    custom_height: 400,
    ...overrides,
  })
}

export const billing = {
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Komunardů 12',
  city: 'Praha',
  zip: '170 00',
  country: 'CZ',
  email: 'jana@example.cz',
  phone_number: '+420777123456',
}

/** Creates a basket and returns its uuid. */
export async function newBasket(visitor: Visitor): Promise<string> {
  const response = await visitor.post('/v1/baskets')
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`basket: ${response.statusCode} ${response.body}`)
  return response.json().data.id as string
}

/** A basket with one photo print, billing details, PPL courier and bank transfer: ready to order. */
export async function readyBasket(
  visitor: Visitor,
  ids: ShopIds,
  options: { payment?: string; item?: Record<string, unknown> } = {},
): Promise<string> {
  const uuid = await newBasket(visitor)
  const steps = [
    await visitor.post(`/v1/baskets/${uuid}/basket_items`, options.item ?? photoPrint(ids)),
    await visitor.post(`/v1/baskets/${uuid}/billing_details`, billing),
    await visitor.patch(`/v1/baskets/${uuid}`, {
      delivery_method_id: ids.delivery.ppl,
      payment_method: options.payment ?? 'bank_transfer',
    }),
  ]
  for (const step of steps)
    if (step.statusCode >= 300) throw new Error(`basket step: ${step.statusCode} ${step.body}`)
  return uuid
}

type Included = { type: string; id: string; attributes: Record<string, unknown> }
export function includedOf(body: { included?: Included[] }, type: string): Included[] {
  return (body.included ?? []).filter((resource) => resource.type === type)
}
