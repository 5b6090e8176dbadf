import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { addresses } from '../db/schema.js'
import { resource, type ResourceObject } from '../lib/jsonapi.js'
import type { AddressChangesBody, NewAddressBody } from '@print-shop/shop-domain/requests/addresses'

/** A shopper's address book: the addresses saved to their account. */

type AddressRow = typeof addresses.$inferSelect

/** Body field to column; fields not sent are left out. */
function addressColumns(body: AddressChangesBody): Partial<typeof addresses.$inferInsert> {
  const columns: Partial<typeof addresses.$inferInsert> = {
    firstName: body.first_name,
    lastName: body.last_name,
    company: body.company,
    street: body.street,
    city: body.city,
    zip: body.zip,
    country: body.country,
    phoneNumber: body.phone_number,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

export function addressResource(address: AddressRow): ResourceObject {
  return resource('addresses', address.id, {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    street: address.street,
    city: address.city,
    zip: address.zip,
    country: address.country,
    phone_number: address.phoneNumber,
    created_at: address.createdAt,
    updated_at: address.updatedAt,
  })
}

/** The user's saved addresses, oldest first. */
export function addressesOf(db: Database, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))
}

export async function saveAddress(
  db: Database,
  userId: number,
  address: NewAddressBody,
): Promise<AddressRow> {
  const { first_name, last_name, company, street, city, zip, country, phone_number } = address
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      firstName: first_name,
      lastName: last_name,
      company,
      street,
      city,
      zip,
      country,
      phoneNumber: phone_number,
    })
    .returning()
  return row!
}

/** Changes the fields sent; undefined when the address is not the user's. */
export async function changeAddress(
  db: Database,
  userId: number,
  id: number,
  body: AddressChangesBody,
): Promise<AddressRow | undefined> {
  const owned = and(eq(addresses.id, id), eq(addresses.userId, userId))
  const changes = addressColumns(body)
  const [address] = Object.keys(changes).length
    ? await db
        .update(addresses)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned)
        .returning()
    : await db.select().from(addresses).where(owned)
  return address
}

/** Whether the user had the address (and now has not). */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id })
  return deleted.length > 0
}
