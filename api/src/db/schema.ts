import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '../lib/localized.js'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const localized = (name: string) => jsonb(name).$type<Localized>().notNull()

// ---------------------------------------------------------------- accounts and sessions

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased: one account per address. */
    email: text('email').notNull(),
    /** scrypt hash; null for accounts created through Google or Facebook only. */
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    locale: text('locale').notNull().default('cs'),
    avatarUrl: text('avatar_url'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_facebook_id_unique').on(table.facebookId),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not give away live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    /** Owner (1 Czech shop, 5 the others) the storefront reported for this visitor. */
    ownerId: integer('owner_id'),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** ISO 3166 alpha-2 (Greece as EL, as the EU writes it). */
    country: text('country').notNull().default('CZ'),
    phoneNumber: text('phone_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('addresses_user_id_idx').on(table.userId)],
)

/** E-mails waiting to be (or already) sent; with no SMTP_URL this is the development outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    /** FOTO, ILUSTRACE or AKCE: the top-bar tab the category is listed under. */
    group: text('group').notNull(),
    slug: text('slug').notNull(),
    name: localized('name'),
    shortName: localized('short_name'),
    description: localized('description'),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug)],
)

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('subcategories_slug_unique').on(table.slug),
    index('subcategories_category_idx').on(table.categoryId),
  ],
)

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** Path of the original under api/seed/images (or an absolute path). */
    file: text('file').notNull(),
    kind: text('kind').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    orientation: text('orientation').notNull(),
    /** Palette colours, most dominant first. */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    placeholder: text('placeholder').notNull(),
    author: text('author').notNull(),
    licence: text('licence').notNull(),
    source: text('source').notNull(),
    name: localized('name'),
    description: localized('description'),
    /** Names folded to lower case without diacritics, per language, for search. */
    searchText: localized('search_text'),
    /** Cheapest configuration, in minor units per currency (kept by the seed and price changes). */
    fromPriceCzk: integer('from_price_czk').notNull(),
    fromPriceEur: integer('from_price_eur').notNull(),
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('images_orientation_idx').on(table.orientation),
    index('images_popularity_idx').on(table.popularity),
  ],
)

export const imageSubcategories = pgTable(
  'image_subcategories',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.subcategoryId] }),
    index('image_subcategories_subcategory_idx').on(table.subcategoryId),
  ],
)

export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    surchargePercent: integer('surcharge_percent').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('papers_slug_unique').on(table.slug)],
)

export const layouts = pgTable(
  'layouts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: localized('name'),
    description: localized('description'),
    minSideMm: integer('min_side_mm').notNull(),
    maxSideMm: integer('max_side_mm').notNull(),
    customBaseCzk: integer('custom_base_czk').notNull(),
    customBaseEur: integer('custom_base_eur').notNull(),
    customPerSquareMetreCzk: integer('custom_per_square_metre_czk').notNull(),
    customPerSquareMetreEur: integer('custom_per_square_metre_eur').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('layouts_slug_unique').on(table.slug)],
)

export const layoutSizes = pgTable(
  'layout_sizes',
  {
    id: serial('id').primaryKey(),
    layoutId: integer('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    priceCzk: integer('price_czk').notNull(),
    priceEur: integer('price_eur').notNull(),
  },
  (table) => [index('layout_sizes_layout_idx').on(table.layoutId)],
)

export const layoutPapers = pgTable(
  'layout_papers',
  {
    layoutId: integer('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.layoutId, table.paperId] })],
)

// ---------------------------------------------------------------- shopper activity

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('favorites_user_image_unique').on(table.userId, table.imageId)],
)

/** Recently viewed images, per signed-in user or else per session. */
export const imageViews = pgTable(
  'image_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash').references(() => sessions.idHash, {
      onDelete: 'cascade',
    }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('image_views_user_image_unique').on(table.userId, table.imageId),
    uniqueIndex('image_views_session_image_unique').on(table.sessionIdHash, table.imageId),
  ],
)

// ---------------------------------------------------------------- home page and dialog content

export const carouselItems = pgTable('carousel_items', {
  id: serial('id').primaryKey(),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  title: localized('title'),
  subtitle: localized('subtitle'),
  buttonLabel: localized('button_label'),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
})

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  title: localized('title'),
  text: localized('text'),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
})

/** Home-page category blocks: `promoted` or `recommended`. */
export const homepageCategories = pgTable(
  'homepage_categories',
  {
    kind: text('kind').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.categoryId] })],
)

export const loginScreens = pgTable(
  'login_screens',
  {
    id: serial('id').primaryKey(),
    /** sign-in, registration, MODAL_FORGOT_PASSWORD or MODAL_RESET_PASSWORD. */
    modal: text('modal').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    title: localized('title'),
    subtitle: localized('subtitle'),
    highlightedPoints: jsonb('highlighted_points').$type<Localized[]>().notNull(),
  },
  (table) => [uniqueIndex('login_screens_modal_unique').on(table.modal)],
)
