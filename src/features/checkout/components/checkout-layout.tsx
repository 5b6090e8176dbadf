import * as React from 'react'
import type { CheckoutBasket } from '../types'
import { CheckoutSummary } from './checkout-summary'
import * as styles from './checkout.module.css'

/** A checkout step beside the running summary of the order (above it, folded, on phones). */
export function CheckoutLayout({
  basket,
  children,
}: {
  basket: CheckoutBasket
  children: React.ReactNode
}) {
  return (
    <div className={styles.layout}>
      <CheckoutSummary basket={basket} />
      <div className={styles.layoutMain}>{children}</div>
    </div>
  )
}
