import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Trans } from '../../../lib/i18n/translation'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { Language } from '../../../config/languages'
import { errorKey, fieldErrors } from '../../../lib/api-client'
import { formatMinorUnits } from '../../../lib/format'
import { BasketItemView } from '../../basket'
import { BasketTotals } from '../../basket'
import type { Basket } from '../../basket'
import { placeOrder, type PlacedOrder } from '../api/place-order'
import type { CheckoutBasket, ContactDetails } from '../types'
import { FactList } from '../../../components/fact-list/fact-list'
import * as styles from './checkout.module.css'

interface Props {
  uuid: string
  basket: CheckoutBasket
  onPlaced: (placed: PlacedOrder, basket: CheckoutBasket) => void
  /** The basket changed under the shopper (another tab, a price change): load it again. */
  onStale: () => void
}

/** Step 3: everything the order will hold, the terms, and the one button that places it. */
export function OrderReview({ uuid, basket, onPlaced, onStale }: Props) {
  const { t, language } = useI18next()
  const [accepted, setAccepted] = React.useState(false)
  const [termsError, setTermsError] = React.useState<string | null>(null)
  // Refused for the delivery or payment chosen on step 1: said beside them, with the way to change.
  const [deliveryError, setDeliveryError] = React.useState<string | null>(null)
  const [sending, setSending] = React.useState(false)
  // A second click before React re-renders the disabled button must not send a second request.
  const inFlight = React.useRef(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!accepted) {
      setTermsError(t('cart:checkout.review.termsRequired'))
      return
    }
    inFlight.current = true
    setSending(true)
    try {
      onPlaced(await placeOrder(uuid, basket.total, language as Language), basket)
    } catch (failure) {
      inFlight.current = false
      setSending(false)
      const found = fieldErrors(failure)
      const onDelivery = found?.delivery_method_id ?? found?.pickup_point ?? found?.payment_method
      if (found?.terms_accepted) setTermsError(found.terms_accepted)
      else if (onDelivery) setDeliveryError(onDelivery)
      else notify.error(found ? Object.values(found).join(' ') : t(errorKey(failure)))
      if (found?.expected_total) onStale()
    }
  }

  return (
    <form onSubmit={submit} noValidate className={styles.layout}>
      <div className={`${styles.layoutMain} ${styles.review}`}>
        <section aria-labelledby="review-items">
          <h2 id="review-items">{t('cart:checkout.review.items')}</h2>
          <ul className={styles.reviewItems}>
            {basket.items.map((item) => (
              <li key={item.id}>
                <BasketItemView item={item}>
                  <span>{t('cart:checkout.review.quantity', { quantity: item.quantity })}</span>
                </BasketItemView>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="review-delivery" className={styles.reviewBlock}>
          <h2 id="review-delivery">{t('cart:checkout.review.deliveryAndPayment')}</h2>
          <FactList>
            <dt>{t('cart:checkout.review.delivery')}</dt>
            <dd>
              {basket.deliveryMethod?.name}
              {basket.pickupPoint && (
                <>
                  <br />
                  {basket.pickupPoint.name}, {basket.pickupPoint.street}, {basket.pickupPoint.zip}{' '}
                  {basket.pickupPoint.city}
                </>
              )}
            </dd>
            <dt>{t('cart:checkout.review.payment')}</dt>
            <dd>
              {basket.paymentMethod && t(`cart:checkout.payment.methods.${basket.paymentMethod}`)}
            </dd>
          </FactList>
          {deliveryError && (
            <p className={styles.error} role="alert" data-testid="delivery-error" ref={showProblem}>
              {deliveryError}
            </p>
          )}
          <Link to={paths.checkoutDelivery}>{t('cart:checkout.review.change')}</Link>
        </section>
        <section aria-labelledby="review-addresses" className={styles.reviewBlock}>
          <h2 id="review-addresses">{t('cart:checkout.review.addresses')}</h2>
          <FactList>
            <dt>{t('cart:checkout.details.billing')}</dt>
            <dd>{basket.billingDetail && <AddressLines details={basket.billingDetail} />}</dd>
            <dt>{t('cart:checkout.details.shipping')}</dt>
            <dd>
              {basket.shippingDetail ? (
                <AddressLines details={basket.shippingDetail} />
              ) : (
                t('cart:checkout.review.sameAddress')
              )}
            </dd>
          </FactList>
          <Link to={paths.checkoutDetails}>{t('cart:checkout.review.change')}</Link>
        </section>
      </div>
      <section
        aria-labelledby="review-totals"
        className={`${styles.summary} ${styles.reviewBlock}`}
      >
        <h2 id="review-totals">{t('cart:summary')}</h2>
        <BasketTotals basket={basket as unknown as Basket} totalTestId="checkout-total" />
        <p className={styles.summaryVat} data-testid="summary-vat">
          {t('cart:totals.vatIncluded', {
            amount: formatMinorUnits(basket.totalVat, basket.currency),
          })}
        </p>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={accepted}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked)
              setTermsError(null)
            }}
          />
          <span>
            <Trans
              t={t}
              i18nKey="cart:checkout.review.terms"
              components={{ terms: <Link to={paths.terms} target="_blank" /> }}
            />
          </span>
        </label>
        {termsError && (
          <p id="terms-error" className={styles.error} role="alert">
            {termsError}
          </p>
        )}
        <Button
          type="submit"
          disabled={sending}
          aria-busy={sending || undefined}
          className={styles.placeOrder}
        >
          {t('cart:checkout.review.place')}
        </Button>
      </section>
    </form>
  )
}

/** Brings a problem the shopper must put right into view: it may be above the button they pressed. */
function showProblem(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'center' })
}

function AddressLines({ details }: { details: ContactDetails }) {
  return (
    <>
      {details.firstName} {details.lastName}
      {details.company && (
        <>
          <br />
          {details.company}
        </>
      )}
      <br />
      {details.street}
      <br />
      {details.zip} {details.city}, {details.country}
      {details.email && (
        <>
          <br />
          {details.email}
        </>
      )}
      {details.phoneNumber && (
        <>
          <br />
          {details.phoneNumber}
        </>
      )}
    </>
  )
}
