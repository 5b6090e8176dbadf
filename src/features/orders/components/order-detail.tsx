import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { ApiError } from '../../../lib/api-client'
import { reportOrderShown } from '../../analytics'
import { useOrder } from '../api/orders'
import { OrderDelivery } from './order-delivery'
import { OrderDocuments } from './order-documents'
import { OrderItems } from './order-items'
import { OrderOverview } from './order-overview'
import { OrderPayment } from './order-payment'
import { OrderTotals } from './order-totals'
import { WithdrawalSection } from './withdrawal-section'
import * as styles from './order-detail.module.css'

/** Order ids are numbers: anything else cannot be an order and is not asked for. */
const ORDER_ID = /^\d+$/

/** /profil/moje-objednavky/{id}: everything about one of the customer's orders. */
export function OrderDetail({ id }: { id: string }) {
  const { t, language } = useI18next()
  const valid = ORDER_ID.test(id)
  const {
    data: order,
    error,
    isValidating,
    mutate,
  } = useOrder(valid ? id : null, language as Language)
  // A card order paid since, or a paid order since cancelled and refunded, reaches analytics once.
  React.useEffect(() => {
    if (order) reportOrderShown(order)
  }, [order])

  if (!valid || (error instanceof ApiError && error.status === 404)) return <OrderNotFound />
  if (!order && error)
    return (
      <div role="alert" className={styles.message} data-testid="order-error">
        <p>{t('profile:orders.detailLoadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => void mutate()}
          disabled={isValidating}
          aria-busy={isValidating || undefined}
        >
          {t('profile:orders.retry')}
        </Button>
      </div>
    )
  if (!order) return <OrderDetailSkeleton />
  return (
    <div className={styles.detail} data-testid="order-detail">
      <OrderOverview order={order} />
      <OrderPayment order={order} />
      <OrderItems order={order} />
      <WithdrawalSection order={order} onWithdrawn={() => void mutate()} />
      <OrderTotals order={order} />
      <OrderDocuments order={order} />
      <OrderDelivery order={order} />
    </div>
  )
}

function OrderNotFound() {
  const { t } = useI18next()
  return (
    <div className={styles.message} data-testid="order-not-found">
      <h2>{t('profile:orders.notFound.title')}</h2>
      <p>{t('profile:orders.notFound.text')}</p>
      <Link to={paths.profileOrders}>{t('profile:orders.back')}</Link>
    </div>
  )
}

function OrderDetailSkeleton() {
  const { t } = useI18next()
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="order-loading">
      <p className="visually-hidden" role="status">
        {t('profile:orders.detailLoading')}
      </p>
      <div className={styles.skeletonHead} />
      <div className={styles.skeletonItems} />
      <div className={styles.skeletonTotals} />
    </div>
  )
}
