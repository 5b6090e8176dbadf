/**
 * The catalogue's GraphQL types, declared rather than inferred, with descriptions that GraphiQL
 * (`/___graphql` in `npm run develop`) shows. Every node carries the API's id and its language.
 */
export const typeDefs = `
  """A category of the catalogue in one language, as GET /categories lists it (top-bar order)."""
  type PrintShopCategory implements Node @dontInfer {
    "The API's id (the same in every language)."
    apiId: String!
    "cs, sk, de or en: the Accept-Language it was read with."
    language: String!
    "The top-bar tab it belongs to: FOTO, ILUSTRACE or AKCE."
    name: String!
    "URL slug: /kategorie/{slug}."
    slug: String!
    "Full name in this language."
    title: String!
    "Name for the top-bar dropdown; may hold literal line-break markers."
    shortName: String!
    description: String!
    "Order within its tab."
    position: Int!
    "Position in the API's list: tab by tab, then by position."
    rank: Int!
    "How many images are filed under it."
    imageCount: Int!
    subcategories: [PrintShopSubcategory!]! @link
  }

  """A subcategory in one language (GET /subcategories)."""
  type PrintShopSubcategory implements Node @dontInfer {
    apiId: String!
    language: String!
    "URL slug: /podkategorie/{slug} and /kategorie/{category}/{slug}."
    slug: String!
    name: String!
    description: String!
    position: Int!
    imageCount: Int!
    category: PrintShopCategory @link
  }

  """A picture of the catalogue (a product) in one language, from every page of GET /images."""
  type PrintShopImage implements Node @dontInfer {
    apiId: String!
    language: String!
    name: String!
    description: String!
    "The API's 1080 px JPEG rendition (a provider's API: its picture, in one size)."
    url: String!
    "Base of the resized renditions: append /{width}.{webp|avif|jpg}. None from a provider's API without the media endpoint."
    mediaUrl: String
    "Pixel size of the original."
    width: Int!
    height: Int!
    "The original is a vector drawing, sharp at any print size (absent from a provider's API: a photograph)."
    scalable: Boolean
    "horizontal, portrait, square or panorama."
    orientation: String!
    "Up to three colours of the 40-colour palette, hex without #."
    colors: [String!]!
    "A tiny WebP data URI shown while the picture loads."
    placeholder: String
    author: String
    licence: String
    "Lowest print price in minor units (hellers, cents) of currency."
    fromPrice: Int!
    "CZK for cs, EUR otherwise."
    currency: String!
    updatedAt: Date! @dateformat
    "Position in the API's default order, most popular first."
    rank: Int!
    categories: [PrintShopCategory!]! @link
    subcategories: [PrintShopSubcategory!]! @link
  }

  """A slide of the home-page carousel (GET /homepage/carousel_items)."""
  type PrintShopCarouselItem implements Node @dontInfer {
    apiId: String!
    language: String!
    title: String!
    subtitle: String!
    buttonLabel: String!
    "A storefront path (Czech slug) or an absolute URL."
    link: String
    position: Int!
    image: PrintShopImage @link
    "The promotion the slide advertises (its slug), when it runs and where; null for a plain slide."
    promotion: String
    startsAt: String
    endsAt: String
    countries: [String!]
  }

  """
  A promotion running when the site was built, for the language's countries (GET /promotions): the
  pages hide it in the browser once \`endsAt\` has passed.
  """
  type PrintShopPromotion implements Node @dontInfer {
    apiId: String!
    language: String!
    slug: String!
    couponCode: String
    startsAt: String!
    endsAt: String!
    countries: [String!]!
    "The storefront page presenting it, e.g. /akce01."
    link: String!
  }

  """A home-page banner (GET /homepage/banners)."""
  type PrintShopBanner implements Node @dontInfer {
    apiId: String!
    language: String!
    title: String!
    text: String!
    link: String
    position: Int!
    image: PrintShopImage @link
  }

  """A promoted or recommended category of the home page, with its cover image."""
  type PrintShopHomepageCategory implements Node @dontInfer {
    apiId: String!
    language: String!
    "promoted or recommended."
    kind: String!
    position: Int!
    category: PrintShopCategory @link
    image: PrintShopImage @link
  }

  """One of the most popular products (GET /homepage/popular_products), in order."""
  type PrintShopPopularProduct implements Node @dontInfer {
    apiId: String!
    language: String!
    position: Int!
    image: PrintShopImage @link
  }

  """A standard size of a layout; price in minor units of the language's currency."""
  type PrintShopLayoutSize {
    widthMm: Int!
    heightMm: Int!
    price: Int!
  }

  """
  The rate of a custom size (minor units): base + per_square_metre x area, rounded up to whole
  crowns or ten cents, as the API prices it.
  """
  type PrintShopLayoutCustomPrice {
    base: Int!
    perSquareMetre: Int!
  }

  """
  The shop's facts (GET /shop), read once per build: who sells, how to reach and pay them, and what
  the shop promises. Pages, e-mails and QR payments all state these values.
  """
  type PrintShopFacts implements Node @dontInfer {
    apiId: String!
    language: String!
    name: String!
    companyName: String!
    "IČO."
    companyId: String!
    "DIČ; null for a company that is not a VAT payer."
    vatId: String
    address: String!
    "Court file of the commercial register, e.g. C 398765."
    registry: String
    "Who represents the company (jednatelé, Geschäftsführer), as the register names them."
    managingDirectors: String!
    phone: String!
    email: String!
    website: String!
    bankAccounts: PrintShopBankAccounts!
    "Unpaid bank-transfer orders are cancelled after this many days."
    paymentDueDays: Int!
    vatRatePercent: Float!
    "Goods value (minor units) from which some delivery is free; null when none is."
    freeDeliveryFrom: PrintShopMoneyByCurrency!
    "Working days to make a print, the fastest and the slowest layout."
    productionDays: PrintShopDaySpan
    "Working days on the way, the fastest and the slowest shipped delivery method."
    transitDays: PrintShopDaySpan
    printQuality: PrintShopPrintQuality!
    ownPhotos: PrintShopOwnPhotos!
  }

  type PrintShopOwnPhotos {
    "The largest photo a shopper may upload, in megabytes (MiB, as the setting counts them)."
    maxMegabytes: Int!
    "Days a photo that was not ordered is kept after its upload."
    keepDays: Int!
  }

  type PrintShopBankAccounts {
    czk: PrintShopBankAccount!
    eur: PrintShopBankAccount!
  }

  type PrintShopBankAccount {
    holder: String!
    "The Czech account number (prefix-number/bank); null for the euro account."
    account: String
    "Compact, without spaces."
    iban: String!
    bic: String!
  }

  type PrintShopMoneyByCurrency {
    czk: Int
    eur: Int
  }

  type PrintShopDaySpan {
    min: Int!
    max: Int!
  }

  type PrintShopPrintQuality {
    "From this effective resolution (DPI) a print is good."
    goodDpi: Int!
    "Under this effective resolution a print is too low; between the two it is acceptable."
    acceptableDpi: Int!
  }

  """
  The one price a product page shows before the live API answers: the first layout's first standard
  size on the layout's first paper, where the configurator starts. Pages read this, not the layouts'
  amounts, so a new price of another size renders no product page again.
  """
  type PrintShopStartingPrice implements Node @dontInfer {
    apiId: String!
    language: String!
    layoutApiId: String!
    widthMm: Int!
    heightMm: Int!
    "The size's price in minor units of the language's currency, before the paper's surcharge."
    price: Int!
    paperApiId: String!
    surchargePercent: Int!
  }

  """What a picture is printed as: photo, poster, canvas, aluminium."""
  type PrintShopLayout implements Node @dontInfer {
    apiId: String!
    language: String!
    slug: String!
    name: String!
    description: String!
    minSideMm: Int!
    maxSideMm: Int!
    sizes: [PrintShopLayoutSize!]!
    "Null when the API offers no custom sizes for this layout."
    customPrice: PrintShopLayoutCustomPrice
    "Whether the layout makes custom sizes: what a page shows, without depending on the rate."
    customSizes: Boolean!
    "The API's order: the configurator starts with the first."
    rank: Int!
    currency: String!
    "Working days from payment until a print is ready to go."
    productionDays: Int!
    "How far the print wraps round its frame's sides, in mm (0: a flat print)."
    edgeMm: Int!
    papers: [PrintShopPaper!]! @link
  }

  """
  A way an order reaches the shopper (GET /delivery_methods), with its price in the currency of the
  language it was read in.
  """
  type PrintShopDeliveryMethod implements Node @dontInfer {
    apiId: String!
    language: String!
    slug: String!
    "pickup_point, courier or personal_collection."
    kind: String!
    carrier: String
    name: String!
    description: String!
    "Price in minor units of currency."
    price: Int!
    "Goods value (minor units) from which the method is free; null when it never is by value."
    freeFrom: Int
    "CZK for cs, EUR otherwise."
    currency: String!
    "EU codes it delivers to; empty: every EU country but the excluded ones."
    countries: [String!]!
    excludedCountries: [String!]!
    needsPickupPoint: Boolean!
    "Working days from dispatch to the door (0: collected at the studio)."
    transitDays: Int!
    "Position in the API's list, the order the checkout offers them in."
    rank: Int!
  }

  """A paper or material a layout can be printed on."""
  type PrintShopPaper implements Node @dontInfer {
    apiId: String!
    language: String!
    slug: String!
    name: String!
    description: String!
    surchargePercent: Float!
  }
`
