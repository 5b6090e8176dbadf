import { paths } from '../../config/paths'

/** The page of /profil/moje-objednavky from its query (`?page=2`); anything else is the first. */
export function readOrdersPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The address of one page of the order list; the first one without a query. */
export function ordersPageAddress(page: number): string {
  return page > 1 ? `${paths.profileOrders}?page=${page}` : paths.profileOrders
}
