import type { FastifyBaseLogger } from 'fastify'
import { count } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import {
  banners,
  carouselItems,
  categories as categoriesTable,
  deliveryMethods,
  homepageCategories,
  images as imagesTable,
  imageSubcategories,
  layoutPapers,
  layouts as layoutsTable,
  layoutSizes,
  loginScreens as loginScreensTable,
  papers as papersTable,
  promotions as promotionsTable,
  subcategories as subcategoriesTable,
} from '../db/schema.js'
import { LOCALES, type Localized } from '../lib/localized.js'
import { searchText } from '../lib/text.js'
import { cheapestPrice } from '../pricing/from-price.js'
import { categories } from './data/categories.js'
import {
  banners as seedBanners,
  carouselItems as seedCarousel,
  promotedCategories,
  recommendedCategories,
} from './data/homepage.js'
import { layouts, papers } from './data/layouts.js'
import { loginScreens } from './data/login-screens.js'
import { promotions as seedPromotions } from './data/promotions.js'
import type { SeedImage } from './data/types.js'
import { readManifest } from './manifest.js'
import { seedShop } from './shop.js'

export interface SeedOptions {
  /** Demo mode (SHOP_MODE=demo): also the demo discount codes and pickup points (see shop.ts). */
  demo: boolean
  /** Extra generated images on top of the demo pictures, for benchmarks (e.g. 10 000). */
  syntheticImages?: number
}

export interface SeedSummary {
  categories: number
  subcategories: number
  images: number
  layouts: number
  papers: number
}

/** A generated copy of a demo picture: same file and colours, a numbered name. */
function synthetic(base: SeedImage, index: number): SeedImage {
  const number = String(index + 1)
  const name = Object.fromEntries(
    LOCALES.map((locale) => [locale, `${base.name[locale]} ${number}`]),
  ) as Localized
  return { ...base, name }
}

/**
 * Fills an empty database with the catalogue and delivery methods, plus the demo's codes and pickup
 * points in demo mode. Runs in one transaction: all or nothing.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const manifest = readManifest()
  return db.transaction(async (tx) => {
    const subcategoryIds = new Map<string, number>()
    const categoryIds = new Map<string, number>()
    for (const [position, category] of categories.entries()) {
      const [row] = await tx
        .insert(categoriesTable)
        .values({
          group: category.group,
          slug: category.slug,
          name: category.name,
          shortName: category.shortName,
          description: category.description,
          position,
        })
        .returning({ id: categoriesTable.id })
      categoryIds.set(category.slug, row!.id)
      for (const [subPosition, subcategory] of category.subcategories.entries()) {
        const [subRow] = await tx
          .insert(subcategoriesTable)
          .values({
            categoryId: row!.id,
            slug: subcategory.slug,
            name: subcategory.name,
            description: subcategory.description,
            position: subPosition,
          })
          .returning({ id: subcategoriesTable.id })
        subcategoryIds.set(subcategory.slug, subRow!.id)
      }
    }

    const paperIds = new Map<string, number>()
    for (const [position, paper] of papers.entries()) {
      const [row] = await tx
        .insert(papersTable)
        .values({
          slug: paper.slug,
          name: paper.name,
          description: paper.description,
          surchargePercent: paper.surchargePercent,
          position,
        })
        .returning({ id: papersTable.id })
      paperIds.set(paper.slug, row!.id)
    }
    const allSizes: { priceCzk: number; priceEur: number }[] = []
    for (const [position, layout] of layouts.entries()) {
      const [row] = await tx
        .insert(layoutsTable)
        .values({
          slug: layout.slug,
          name: layout.name,
          description: layout.description,
          minSideMm: layout.minSideMm,
          maxSideMm: layout.maxSideMm,
          customBaseCzk: layout.customPrice.base.CZK,
          customBaseEur: layout.customPrice.base.EUR,
          customPerSquareMetreCzk: layout.customPrice.perSquareMetre.CZK,
          customPerSquareMetreEur: layout.customPrice.perSquareMetre.EUR,
          productionDays: layout.productionDays,
          edgeMm: layout.edgeMm ?? 0,
          position,
        })
        .returning({ id: layoutsTable.id })
      const sizes = layout.sizes.map((size) => ({
        layoutId: row!.id,
        widthMm: size.widthMm,
        heightMm: size.heightMm,
        priceCzk: size.price.CZK,
        priceEur: size.price.EUR,
      }))
      await tx.insert(layoutSizes).values(sizes)
      allSizes.push(...sizes)
      await tx.insert(layoutPapers).values(
        layout.papers.map((slug, paperPosition) => {
          const paperId = paperIds.get(slug)
          if (!paperId) throw new Error(`layout ${layout.slug}: unknown paper ${slug}`)
          return { layoutId: row!.id, paperId, position: paperPosition }
        }),
      )
    }
    const fromPrice = cheapestPrice(allSizes)

    const imageIds = new Map<string, number>()
    const pictures = [
      ...manifest,
      ...Array.from({ length: options.syntheticImages ?? 0 }, (_, index) =>
        synthetic(manifest[index % manifest.length]!, index),
      ),
    ]
    // Batches keep statements small on PGlite and PostgreSQL alike.
    for (let start = 0; start < pictures.length; start += 500) {
      const batch = pictures.slice(start, start + 500)
      const rows = await tx
        .insert(imagesTable)
        .values(
          batch.map((image, offset) => ({
            file: image.file,
            kind: image.kind,
            width: image.width,
            height: image.height,
            orientation: image.orientation,
            colors: image.colors,
            placeholder: image.placeholder,
            author: image.author,
            licence: image.licence,
            source: image.source,
            name: image.name,
            description: image.description,
            searchText: searchText(image.name),
            fromPriceCzk: fromPrice.CZK,
            fromPriceEur: fromPrice.EUR,
            // Demo popularity: stable, varied, the real pictures ahead of generated ones.
            popularity: start + offset < manifest.length ? ((start + offset) * 37) % 101 : 0,
          })),
        )
        .returning({ id: imagesTable.id })
      const links = batch.flatMap((image, offset) =>
        image.subcategories.map((slug) => {
          const subcategoryId = subcategoryIds.get(slug)
          if (!subcategoryId) throw new Error(`image ${image.file}: unknown subcategory ${slug}`)
          return { imageId: rows[offset]!.id, subcategoryId }
        }),
      )
      if (links.length) await tx.insert(imageSubcategories).values(links)
      batch.forEach((image, offset) => {
        if (!imageIds.has(image.file)) imageIds.set(image.file, rows[offset]!.id)
      })
    }
    const imageId = (file: string) => {
      const id = imageIds.get(file)
      if (!id) throw new Error(`home page or login screen: unknown image ${file}`)
      return id
    }

    const promotionRows = await tx.insert(promotionsTable).values(seedPromotions).returning()
    const promotionId = (slug: string | undefined) => {
      if (slug === undefined) return null
      const row = promotionRows.find((promotion) => promotion.slug === slug)
      if (!row) throw new Error(`home page: unknown promotion ${slug}`)
      return row.id
    }
    await tx.insert(carouselItems).values(
      seedCarousel.map((item, position) => ({
        imageId: imageId(item.imageFile),
        promotionId: promotionId(item.promotion),
        title: item.title,
        subtitle: item.subtitle,
        buttonLabel: item.buttonLabel,
        link: item.link,
        position,
      })),
    )
    await tx.insert(banners).values(
      seedBanners.map((banner, position) => ({
        imageId: imageId(banner.imageFile),
        title: banner.title,
        text: banner.text,
        link: banner.link,
        position,
      })),
    )
    const homepageRows = (kind: string, slugs: string[]) =>
      slugs.map((slug, position) => {
        const categoryId = categoryIds.get(slug)
        if (!categoryId) throw new Error(`home page: unknown category ${slug}`)
        return { kind, categoryId, position }
      })
    await tx
      .insert(homepageCategories)
      .values([
        ...homepageRows('promoted', promotedCategories),
        ...homepageRows('recommended', recommendedCategories),
      ])
    await tx.insert(loginScreensTable).values(
      loginScreens.map((screen) => ({
        modal: screen.modal,
        imageId: imageId(screen.imageFile),
        title: screen.title,
        subtitle: screen.subtitle,
        highlightedPoints: screen.highlightedPoints,
      })),
    )
    await seedShop(tx, options)

    return {
      categories: categoryIds.size,
      subcategories: subcategoryIds.size,
      images: pictures.length,
      layouts: layouts.length,
      papers: papers.length,
    }
  })
}

/** Seeds the shop when the catalogue is empty (the first start); otherwise leaves data alone. */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
  log?: FastifyBaseLogger,
): Promise<SeedSummary | null> {
  const [row] = await db.select({ value: count() }).from(categoriesTable)
  if ((row?.value ?? 0) > 0) {
    // A catalogue seeded before delivery, pickup points and coupons existed gets them now.
    const [shop] = await db.select({ value: count() }).from(deliveryMethods)
    if ((shop?.value ?? 0) === 0) {
      log?.info(
        options.demo
          ? 'seeding delivery methods, demo pickup points and demo discount codes'
          : 'seeding delivery methods',
      )
      await db.transaction((tx) => seedShop(tx, options))
    }
    return null
  }
  log?.info(
    options.demo
      ? 'empty database: seeding the demo shop'
      : 'empty database: seeding the catalogue',
  )
  return seedCatalogue(db, options)
}
