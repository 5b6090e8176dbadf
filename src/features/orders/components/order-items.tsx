import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { formatDimensionsCm, formatMinorUnits } from '../../../lib/format'
import type { Order, OrderItem } from '../types'
import { OrderItemThumbnail } from './order-item-thumbnail'
import * as styles from './order-detail.module.css'

/** The ordered prints with their configuration as it was ordered. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <section className={styles.block} aria-labelledby="order-items">
      <h2 id="order-items">{t('profile:orders.items.title')}</h2>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.id}>
            <OrderItemView item={item} order={order} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function OrderItemView({ item, order }: { item: OrderItem; order: Order }) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const money = (minor: number) => formatMinorUnits(minor, order.currency)
  return (
    <article className={styles.item} data-testid="order-item">
      <OrderItemThumbnail item={item} />
      <div className={styles.itemText}>
        <h3>{typeset(item.imageName)}</h3>
        {item.ownPhotoId && <p>{t('common:basket.ownPhoto')}</p>}
        <p>{t(`common:basket.format.${item.formatType}`)}</p>
        <p>
          {typeset(item.layoutName)}, {formatDimensionsCm(item.customWidth, item.customHeight)}
        </p>
        <p>{typeset(item.paperName)}</p>
        <dl className={styles.itemPrices}>
          <div>
            <dt>{t('profile:orders.items.quantity')}:</dt>
            <dd>{item.quantity}</dd>
          </div>
          <div>
            <dt>{t('profile:orders.items.unitPrice')}:</dt>
            <dd>{money(item.unitPrice)}</dd>
          </div>
          <div>
            <dt>{t('profile:orders.items.linePrice')}:</dt>
            <dd data-testid="order-item-price">{money(item.totalPrice)}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
