import postgres from 'postgres'
import { openDatabase } from '../src/db/client.js'
import { seedCatalogue } from '../src/seed/seed.js'

/** Creates print_shop_test_template on the DATABASE_URL server: migrated and seeded, cloned per test. */
const template = 'print_shop_test_template'
const adminUrl = process.env.DATABASE_URL!
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`drop database if exists "${template}" with (force)`)
await admin.unsafe(`create database "${template}"`)
const url = new URL(adminUrl)
url.pathname = `/${template}`
const database = await openDatabase({ databaseUrl: url.toString() })
await database.migrate()
await seedCatalogue(database.db, { demo: true })
await database.close()
await admin.end()
console.log(`prepared ${template}`)
