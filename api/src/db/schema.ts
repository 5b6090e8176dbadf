import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { FORMAT_TYPES } from '@print-shop/shop-domain/basket-items'
import { COUPON_KINDS } from '@print-shop/shop-domain/coupons'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import { DELIVERY_KINDS } from '@print-shop/shop-domain/delivery-methods'
import { ORDER_STATUSES } from '@print-shop/shop-domain/order-status'
import { TAX_DOCUMENT_KINDS, type OrderAddress } from '@print-shop/shop-domain/orders'
import { ORIENTATIONS } from '@print-shop/shop-domain/orientation'
import { PAYMENT_METHODS } from '@print-shop/shop-domain/payment-methods'
import { WITHDRAWAL_STATUSES } from '@print-shop/shop-domain/withdrawal'
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
    /** When the address proved to be the account holder's (our link, a reset, or Google); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for in the profile: it replaces `email` once its own link is followed. */
    pendingEmail: text('pending_email'),
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
    /** The browser that signed in, shortened: the shopper's list of signed-in devices names it. */
    userAgent: text('user_agent'),
    /** Last request, to within the sliding expiry's step. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * Rate-limit counters, here rather than in memory so that every API process sees the same counts.
 * A key is a route and an address, or an account whose password checks fail.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the count starts again from nothing; the row is swept after it. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** Password checks of the account refused until then (growing back-off). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
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

/** Links that confirm an address: the account's own, or the new one of an e-mail change. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms. */
    email: text('email').notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verifications_token_hash_unique').on(table.tokenHash),
    index('email_verifications_user_id_idx').on(table.userId),
  ],
)

/** E-mails waiting to be (or already) sent; with no SMTP_URL this is the development outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** The account the mail is about: its mails go with it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Emptied once sent: a sent mail's links (reset, confirmation) are not kept. */
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * Tax documents sent with the mail, by id: rendered from the issued document (which never
     * changes) when the mail is sent, so the outbox does not keep a copy of every PDF.
     */
    invoiceIds: jsonb('invoice_ids').$type<number[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_user_id_idx').on(table.userId)],
)

/**
 * Authentication and account events (sign-ins, failures, rate limits, CSRF refusals, password and
 * e-mail changes, deletions), for the owner to query. Never a password, token or session id; no
 * foreign key, so that an account's history outlives the account until the retention sweep.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    userId: integer('user_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (table) => [
    index('security_events_at_idx').on(table.at),
    index('security_events_user_at_idx').on(table.userId, table.at),
  ],
)

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
    orientation: text('orientation', { enum: ORIENTATIONS }).notNull(),
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
    /** Withdrawn from sale by the owner (`npm run shop -- pictures hide`): out of every list, search and basket. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('images_orientation_idx').on(table.orientation),
    // The catalogue's default order, walked without sorting (deep list pages, the home page's covers).
    index('images_popularity_id_idx').on(table.popularity.desc().nullsFirst(), table.id),
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
    /** Working days from payment until a print of this layout is ready to go (the longest case). */
    productionDays: integer('production_days').notNull().default(2),
    /**
     * How far the print wraps round the sides of its frame, in mm (0: a flat print). The front has
     * the ordered size and shows the whole chosen picture; the sides carry its edges mirrored.
     */
    edgeMm: integer('edge_mm').notNull().default(0),
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

export const favourites = pgTable(
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

/**
 * A campaign with a start and an end (the Christmas offer): the home page's slide, the basket's call
 * to action and the promotion page show it only while it runs and for the countries it applies to.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** The owner's name for it, e.g. vanoce26. */
    slug: text('slug').notNull(),
    /** The discount code the campaign advertises (stored upper-cased), if any. */
    couponCode: text('coupon_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The first moment it no longer runs; ending it early sets this to the moment it was ended. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** ISO country codes of the shoppers it applies to. */
    countries: text('countries').array().notNull(),
    /** The storefront page that presents it, e.g. /akce01. */
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('promotions_slug_unique').on(table.slug)],
)

export const carouselItems = pgTable('carousel_items', {
  id: serial('id').primaryKey(),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  /** The promotion the slide advertises: shown only while it runs, where it applies. */
  promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'cascade' }),
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

// ---------------------------------------------------------------- delivery

/** How an order reaches the shopper; prices are list prices per currency, VAT included. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    /** Carrier code (zasilkovna, packeta, ppl, dpd) whose pickup points apply; null for our studio. */
    carrier: text('carrier'),
    name: localized('name'),
    description: localized('description'),
    /** Destination countries (EU codes); empty means any EU country. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Countries excluded when `countries` is empty (e.g. the EU courier excludes CZ and SK). */
    excludedCountries: text('excluded_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCzk: integer('price_czk').notNull(),
    priceEur: integer('price_eur').notNull(),
    /** Working days from dispatch to delivery (the carrier's longest usual time; 0 for collection). */
    transitDays: integer('transit_days').notNull().default(2),
    /** Goods value (after discount) from which delivery is free; null: never free by value. */
    freeFromCzk: integer('free_from_czk'),
    freeFromEur: integer('free_from_eur'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('delivery_methods_slug_unique').on(table.slug)],
)

/** Pickup points of the parcel carriers, searchable when the carrier's widget cannot be used. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    /** The carrier's own id of the point. */
    id: text('id').primaryKey(),
    carrier: text('carrier').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    /** name, street, city and zip folded for search. */
    searchText: text('search_text').notNull(),
    /**
     * Whether shoppers may choose it: false once the carrier's feed closes it or no longer lists it.
     * Such a point is kept, not deleted: orders and baskets name it.
     */
    available: boolean('available').notNull().default(true),
  },
  (table) => [index('pickup_points_carrier_country_idx').on(table.carrier, table.country)],
)

/** A pickup point as kept on a basket and an order (from our directory or the carrier's widget). */
export interface PickupPointSnapshot {
  id: string
  carrier: string
  name: string
  street: string
  city: string
  zip: string
  country: string
}

// ---------------------------------------------------------------- coupons

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-cased; shoppers may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCzk: integer('amount_off_czk'),
    amountOffEur: integer('amount_off_eur'),
    /** Layout slugs the discount applies to; empty means every item. */
    layoutSlugs: text('layout_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Minimum goods value (before discount) in minor units; null: no minimum. */
    minimumOrderCzk: integer('minimum_order_czk'),
    minimumOrderEur: integer('minimum_order_eur'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Orders that may use the code in all; null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Orders that used the code (raised in the checkout transaction, never above the limit). */
    usedCount: integer('used_count').notNull().default(0),
    /** Orders one customer account may use the code in (cancelled ones aside); null: unlimited. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('coupons_code_unique').on(table.code)],
)

// ---------------------------------------------------------------- baskets

export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    /** Random UUID: the basket's only address, so it must not be guessable. */
    uuid: text('uuid').notNull(),
    /** Set when a signed-in shopper uses the basket or signs in with it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session that created an anonymous basket: it follows the shopper at sign-in. */
    sessionIdHash: text('session_id_hash'),
    /** Prices are in CZK for cs, EUR otherwise. */
    locale: text('locale').notNull().default('cs'),
    /** open, ordered (checked out) or merged (its items moved to another basket at sign-in). */
    status: text('status').notNull().default('open'),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot>(),
    note: text('note'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('baskets_uuid_unique').on(table.uuid),
    index('baskets_user_status_idx').on(table.userId, table.status),
    index('baskets_session_idx').on(table.sessionIdHash),
  ],
)

// ---------------------------------------------------------------- own photos

/** uploading: tus is receiving it; ready: checked and previewed; refused: not a printable picture. */
export const UPLOAD_STATUSES = ['uploading', 'ready', 'refused'] as const

/**
 * A shopper's own photo, received by the tus protocol and checked as a picture. Private to its
 * account. The original stays untouched in the upload store under the same id (a file on disk or a
 * bucket key); previews are made from it. Deleted at `expiresAt` unless an order took it.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload's id: random and unguessable, also the original's key in the store. */
    id: text('id').primaryKey(),
    /** Null once the account is deleted: only ordered uploads outlive it, for production. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file's name on the shopper's device, as sent (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    /** The length the shopper announced; every byte received when the status leaves uploading. */
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull(),
    /** jpeg, png, tiff or heif, read from the content (never the name); null until checked. */
    format: text('format'),
    /** Pixels after the EXIF orientation is applied; null until checked. */
    width: integer('width'),
    height: integer('height'),
    /** Why a refused upload was refused: a message key of the API's texts. */
    refusal: text('refusal'),
    /** When an order first took it: from then on it is kept (production, complaints). */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** Deleted with its files at this time (UPLOAD_KEEP_DAYS after the upload); null once ordered. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId, table.createdAt),
    index('uploads_expiry_idx').on(table.expiresAt),
  ],
)

/**
 * One configured print. Its price is never stored: it is computed from the current price list
 * whenever the basket is read, so totals cannot drift from the items.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** A catalogue picture, or (uploadId) the shopper's own photo: exactly one of the two. */
    imageId: integer('image_id').references(() => images.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    layoutId: integer('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    customWidth: integer('custom_width').notNull(),
    customHeight: integer('custom_height').notNull(),
    formatType: text('format_type', { enum: FORMAT_TYPES }).notNull(),
    /** Top-left corner of the crop in the original's pixels; null for the original format. */
    coordinateX: integer('coordinate_x'),
    coordinateY: integer('coordinate_y'),
    quantity: integer('quantity').notNull(),
    /** The whole configuration as text: adding the same print again raises its quantity. */
    configuration: text('configuration').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('basket_items_configuration_unique').on(table.basketId, table.configuration),
    check(
      'basket_items_picture_check',
      sql`(${table.imageId} is null) <> (${table.uploadId} is null)`,
    ),
  ],
)

/** Billing (required at checkout) and shipping (optional: else the billing address) details. */
export const basketAddresses = pgTable(
  'basket_addresses',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** billing or shipping. */
    kind: text('kind').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    /** IČO (billing only). */
    companyId: text('company_id'),
    /** DIČ (billing only). */
    vatId: text('vat_id'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('basket_addresses_kind_unique').on(table.basketId, table.kind)],
)

// ---------------------------------------------------------------- orders

/** Where an order's Packeta packet stands (orders.shipment_status). */
export const SHIPMENT_STATUSES = ['creating', 'created', 'failed'] as const

/** Running number of orders; the readable order number is the year followed by it (6 digits). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 })

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Readable number, also the bank transfer's variable symbol: year + 6 digits, e.g. 2026000042. */
    number: text('number').notNull(),
    /** Null once the customer deleted the account (the order stays, anonymised, for the books). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One order per basket: the unique index is the last guard against a double checkout. */
    basketId: integer('basket_id').references(() => baskets.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The account's e-mail when ordering, where the order's mails go (not the billing e-mail). */
    email: text('email'),
    billing: jsonb('billing').$type<OrderAddress>().notNull(),
    shipping: jsonb('shipping').$type<OrderAddress | null>(),
    deliveryMethodId: integer('delivery_method_id').references(() => deliveryMethods.id, {
      onDelete: 'set null',
    }),
    deliverySlug: text('delivery_slug').notNull(),
    deliveryName: text('delivery_name').notNull(),
    pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot | null>(),
    note: text('note'),
    couponCode: text('coupon_code'),
    /** Money in minor units of `currency`, VAT included unless named net or vat. */
    itemsGross: integer('items_gross').notNull(),
    discountGross: integer('discount_gross').notNull(),
    deliveryGross: integer('delivery_gross').notNull(),
    deliveryNet: integer('delivery_net').notNull(),
    deliveryVat: integer('delivery_vat').notNull(),
    totalNet: integer('total_net').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalGross: integer('total_gross').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The carrier's tracking number, given when the order is marked shipped. */
    trackingNumber: text('tracking_number'),
    /**
     * The Packeta packet of an order going to a Packeta pickup point (orders/shipments.ts):
     * creating (a call to Packeta under way), created, or failed (`shipmentProblem` says why, and
     * the owner's tool retries it); null while none was asked for.
     */
    shipmentStatus: text('shipment_status', { enum: SHIPMENT_STATUSES }),
    shipmentProblem: text('shipment_problem'),
    /** When the packet was last asked for: a `creating` claim older than a few minutes is stale. */
    shipmentAttemptedAt: timestamp('shipment_attempted_at', { withTimezone: true }),
    /** Packeta's id of the packet (its label is asked for by it) and its barcode, the tracking number. */
    packetId: text('packet_id'),
    packetBarcode: text('packet_barcode'),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    uniqueIndex('orders_basket_unique').on(table.basketId),
    index('orders_shipment_status_idx').on(table.shipmentStatus),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The shopper's own photo this item prints (imageId is then null); kept for production. */
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
    paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    /** Names in the order's language at the time of ordering. */
    imageName: text('image_name').notNull(),
    layoutName: text('layout_name').notNull(),
    paperName: text('paper_name').notNull(),
    /** Pixel size of the original, so a crop can be drawn without the image row. */
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    customWidth: integer('custom_width').notNull(),
    customHeight: integer('custom_height').notNull(),
    formatType: text('format_type', { enum: FORMAT_TYPES }).notNull(),
    /** The layout's wrap round the frame's sides at the time of ordering, in mm (0: flat). */
    edgeMm: integer('edge_mm').notNull().default(0),
    coordinateX: integer('coordinate_x'),
    coordinateY: integer('coordinate_y'),
    quantity: integer('quantity').notNull(),
    unitGross: integer('unit_gross').notNull(),
    /** unitGross x quantity, before the discount. */
    lineGross: integer('line_gross').notNull(),
    /** This line's share of the order's discount. */
    discountGross: integer('discount_gross').notNull(),
    /** After the discount. */
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    gross: integer('gross').notNull(),
    position: integer('position').notNull(),
    /**
     * Whether the consumer may withdraw from this item within 14 days of delivery, decided when the
     * order was placed: a standard size showing the whole picture may be returned, a custom size or
     * crop is made to the shopper's specification and is excluded (shop-domain's withdrawal rule).
     */
    withdrawable: boolean('withdrawable').notNull().default(false),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
)

/** Payments through the gateway (card, GoPay). Bank transfers are matched by variable symbol. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Gateway name, e.g. sandbox. */
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment (random for the sandbox). */
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending, paid, cancelled, refund_due (owed back, the refund not yet done), refunding (a run
     * has claimed the refund and is asking the gateway: payments/refunds.ts) or refunded.
     */
    status: text('status').notNull().default('pending'),
    /** The gateway's page for this payment: a shopper who lost it gets the same one again. */
    redirectUrl: text('redirect_url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.gateway, table.reference),
    index('payments_order_idx').on(table.orderId),
  ],
)

/**
 * The catalogue's version, one row: raised by statement triggers on every table a catalogue read
 * answers from (pictures, their filing, categories, layouts, sizes, papers), which also NOTIFY
 * `catalogue_changed` with it. Each API process keeps its answers to catalogue reads while the
 * version stays the same (plugins/catalogue-cache.ts). The triggers are in migration 0011.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

// ---------------------------------------------------------------- invoices

/**
 * The last number issued in each numbering series (`invoice:2026`, `credit_note:2026`): taking the
 * next number updates this row in the transaction that writes the document, so concurrent payments
 * queue on the row and a rolled-back document gives its number back. One unbroken series per year.
 */
export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
})

/**
 * Tax documents: an invoice (daňový doklad) for every paid order, a credit note (opravný daňový
 * doklad) for a cancelled paid order or a refund, referring to its invoice. Issued once and never
 * changed (migration 0012 refuses UPDATE and DELETE): `document` is everything printed on it, as
 * issued; the columns beside it are what lists and the accountant's export select and sum by.
 * Kept when the customer's account is deleted, for the period the VAT law requires.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The printed number, e.g. 2026-000123; unique across kinds. */
    number: text('number').notNull(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The invoice a credit note corrects. */
    correctsId: integer('corrects_id'),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** The delivery country (ISO 3166-1 alpha-2), whose rate applies under OSS. */
    country: text('country').notNull(),
    /** `cz`: Czech VAT everywhere; `oss`: the destination country's standard rate. */
    vatScheme: text('vat_scheme', { enum: ['cz', 'oss'] }).notNull(),
    issuedOn: text('issued_on').notNull(),
    taxableSupplyOn: text('taxable_supply_on').notNull(),
    /** Money in minor units of `currency`; negative on a credit note. */
    totalNet: integer('total_net').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalGross: integer('total_gross').notNull(),
    /** Everything the document states, as issued (InvoiceDocument in api/src/invoices). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_order_invoice_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    index('invoices_order_idx').on(table.orderId),
    index('invoices_issued_idx').on(table.issuedOn),
  ],
)

/**
 * The Czech National Bank's daily rates (kurzy devizového trhu), as imported from its published text
 * file: `amount` units of `currency` cost `rate` CZK (a decimal string, as published) on `day`.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    rate: text('rate').notNull(),
    importedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
)

// ---------------------------------------------------------------- withdrawal

/**
 * A consumer's withdrawal from the contract (Directive (EU) 2023/2673's withdrawal function): which
 * items, when it was declared (the acknowledgement states it), and what the owner did: the goods
 * returned, the money refunded through the payment's gateway or by bank transfer, with the credit
 * note issued for it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** [{ order_item_id, quantity }] */
    items: jsonb('items').$type<Array<{ order_item_id: number; quantity: number }>>().notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** Money owed back in minor units of the order's currency (items' gross after discount). */
    amount: integer('amount').notNull(),
    refundMethod: text('refund_method', { enum: ['gateway', 'bank'] }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    creditNoteId: integer('credit_note_id').references(() => invoices.id),
    requestedAt: createdAt(),
  },
  (table) => [index('withdrawals_order_idx').on(table.orderId)],
)
