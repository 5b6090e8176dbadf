import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { useTypeset } from '../../../lib/i18n/translation'
import { countryName } from '../country-name'
import type { Order, OrderAddress } from '../types'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './order-detail.module.css'

/** Delivery method and pickup point, the billing and shipping addresses and the customer's note. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useI18next()
  const typeset = useTypeset()
  const point = order.pickupPoint
  return (
    <section className={styles.block} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t('profile:orders.delivery.title')}</h2>
      <FactList data-testid="order-delivery">
        <dt>{t('profile:orders.delivery.method')}</dt>
        <dd>{typeset(order.delivery.name)}</dd>
        {point && (
          <>
            <dt>{t('profile:orders.delivery.pickupPoint')}</dt>
            <dd>
              {point.name}
              <br />
              {point.street}, {point.zip} {point.city}
            </dd>
          </>
        )}
        <dt>{t('profile:orders.delivery.billing')}</dt>
        <dd>
          <AddressLines address={order.billing} />
        </dd>
        <dt>{t('profile:orders.delivery.shipping')}</dt>
        <dd>
          {order.shipping ? (
            <AddressLines address={order.shipping} />
          ) : (
            t('profile:orders.delivery.sameAsBilling')
          )}
        </dd>
        <dt>{t('profile:orders.delivery.email')}</dt>
        <dd>{order.email}</dd>
        {order.note && (
          <>
            <dt>{t('profile:orders.delivery.note')}</dt>
            <dd className={styles.note}>{order.note}</dd>
          </>
        )}
      </FactList>
    </section>
  )
}

function AddressLines({ address }: { address: OrderAddress }) {
  const { t, language } = useI18next()
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.companyId && t('profile:orders.delivery.companyId', { value: address.companyId }),
    address.vatId && t('profile:orders.delivery.vatId', { value: address.vatId }),
    address.street,
    `${address.zip} ${address.city}`,
    countryName(address.country, language),
    // The billing e-mail is printed on the order; the order's mails go to the account's address.
    address.email,
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line))
  return (
    <>
      {lines.map((line, index) => (
        <React.Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </React.Fragment>
      ))}
    </>
  )
}
