/**
 * Every route of the storefront, built in one place. Paths are the Czech slugs without a language
 * prefix; `localizePath` adds the prefix of the other languages.
 */
import { defaultLanguage, type Language } from './languages'

/** The anchor of the legal notice's section on the contact page. */
export const legalNoticeId = 'impressum'

export const paths = {
  home: '/',
  contact: '/kontakt',
  /** The legal notice (Impressum) on the contact page: the German shop links it from every page. */
  legalNotice: `/kontakt#${legalNoticeId}`,
  faq: '/casto-kladene-dotazy',
  about: '/o-nas',
  terms: '/obchodni-podminky',
  techTerms: '/technicke-podminky',
  privacy: '/ochrana-osobnich-udaju',
  paymentMethods: '/platebni-metody',
  delivery: '/doprava',
  siteMap: '/mapa-stranek',
  promotion: '/akce01',
  components: '/components',
  search: '/vyhledavani',
  categories: '/kategorie',
  category: (slug: string) => `/kategorie/${slug}`,
  categorySubcategory: (slug: string, subcategorySlug: string) =>
    `/kategorie/${slug}/${subcategorySlug}`,
  subcategory: (slug: string) => `/podkategorie/${slug}`,
  productPage: (id: string | number) => `/produkt/${id}`,
  popularProducts: '/popularni-produkty',
  /** Uploading the shopper's own photos to print. */
  ownPhotos: '/vlastni-fotografie',
  /** One of the shopper's own photos in the configurator (rendered in the browser only). */
  ownPhoto: (id: string) => `/vlastni-fotografie/${encodeURIComponent(id)}`,
  basket: '/kosik',
  passwordReset: '/obnova-hesla',
  /** Where the link in a verification mail lands (`?token=…`). */
  emailVerification: '/overeni-emailu',
  favourites: '/oblibene-produkty',
  checkoutDelivery: '/kosik/doprava-a-platba',
  checkoutDetails: '/kosik/dodaci-udaje',
  checkoutComplete: '/kosik/dokonceni-objednavky',
  /** The placed order (`?order={id}`): its own address, so a reload shows it again. */
  orderPlaced: '/kosik/objednavka-prijata',
  profile: '/profil',
  profileEdit: '/profil/edit',
  profileMenu: '/profil/menu',
  profileOrders: '/profil/moje-objednavky',
  profileOrder: (id: string | number) => `/profil/moje-objednavky/${id}`,
  profileSettings: '/profil/nastaveni',
  profileAddressAdd: '/profil/adresa/pridat',
  profileAddressEdit: (id: string | number) => `/profil/adresa/edit/${id}`,
  profilePassword: '/profil/zmena-hesla',
} as const

/** Routes that search engines must not index (besides any address with a query string). */
export const privatePrefixes = ['/kosik', '/profil', '/oblibene-produkty'] as const

/**
 * Public pages whose sub-addresses are a shopper's own: the upload page is for everyone, one upload
 * in the configurator (`/vlastni-fotografie/{id}`) for its owner only.
 */
export const privateBelow = [paths.ownPhotos] as const

export function isPrivatePath(path: string): boolean {
  return (
    privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    privateBelow.some((page) => path.startsWith(`${page}/`))
  )
}

/** Adds the language prefix (none for Czech) to a Czech path. */
export function localizePath(path: string, language: Language): string {
  if (language === defaultLanguage) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

/** The informational pages, in the order the site map and footer list them. */
export const informationPages = [
  { path: paths.about, navKey: 'about' },
  { path: paths.contact, navKey: 'contact' },
  { path: paths.faq, navKey: 'faq' },
  { path: paths.delivery, navKey: 'delivery' },
  { path: paths.paymentMethods, navKey: 'paymentMethods' },
  { path: paths.terms, navKey: 'terms' },
  { path: paths.techTerms, navKey: 'techTerms' },
  { path: paths.privacy, navKey: 'privacy' },
] as const
