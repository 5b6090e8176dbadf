import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { localizePath } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { Pagination } from '../../../components/pagination/pagination'
import { reportOrderShown } from '../../analytics'
import { ORDERS_PER_PAGE, useOrders } from '../api/orders'
import { ordersPageAddress, readOrdersPage } from '../paging'
import { OrderListSkeleton, OrdersEmpty, OrdersError } from './order-list-states'
import { OrderRow } from './order-row'
import { RepeatOrderButton } from './repeat-order-button'
import * as styles from './order-list.module.css'

/**
 * /profil/moje-objednavky: the customer's orders, newest first, a page at a time (`?page=2`). The
 * page in the address is read after mounting, so the first render matches the server's; while the
 * next page loads the previous one stays, dimmed.
 */
export function OrderHistory({ search }: { search: string }) {
  const { language } = useI18next()
  const lang = language as Language
  const [page, setPage] = React.useState<number | null>(null)
  React.useEffect(() => setPage(readOrdersPage(search)), [search])
  const { data, error, isValidating, mutate } = useOrders(page, ORDERS_PER_PAGE, lang)
  const listTop = React.useRef<HTMLDivElement>(null)
  // Orders paid or refunded since this browser placed them reach analytics once.
  const orders = data?.orders
  React.useEffect(() => orders?.forEach((order) => reportOrderShown(order)), [orders])

  const changePage = (target: number) => {
    void navigate(localizePath(ordersPageAddress(target), lang))
    // The links that were clicked may be gone on the new page: the list takes the focus.
    listTop.current?.focus()
  }

  // A page past the last one (an old bookmark) shows the last page instead of an empty list.
  const lastPage = data?.lastPage
  React.useEffect(() => {
    if (page !== null && lastPage !== undefined && data?.total && page > lastPage)
      void navigate(localizePath(ordersPageAddress(lastPage), lang), { replace: true })
  }, [page, lastPage, data?.total, lang])

  const pagination = data && (
    <Pagination
      page={page ?? 1}
      lastPage={data.lastPage}
      href={(target) => localizePath(ordersPageAddress(target), lang)}
      onChange={changePage}
    />
  )
  const retry = () => void mutate()
  // An error of a later revalidation leaves the page that is shown alone.
  const failed = error && (!data || data.page !== page)

  if (page === null || (!data && !error)) return <OrderListSkeleton rows={3} />
  if (!data || failed)
    return (
      <>
        <OrdersError onRetry={retry} busy={isValidating} />
        {pagination}
      </>
    )
  if (data.total === 0) return <OrdersEmpty />

  return (
    <div ref={listTop} tabIndex={-1} className={styles.listRegion}>
      <ul
        className={styles.list}
        aria-busy={data.page !== page || undefined}
        data-testid="order-list"
      >
        {data.orders.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} heading="h2">
              <RepeatOrderButton order={order} named variant="secondary" />
            </OrderRow>
          </li>
        ))}
      </ul>
      {pagination}
    </div>
  )
}
