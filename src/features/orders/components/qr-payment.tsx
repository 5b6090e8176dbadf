import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { QrPaymentCode } from '@print-shop/shop-domain/orders'
import * as styles from './bank-transfer.module.css'

/**
 * The QR code a banking app pays from, drawn from the API's payload in the standard the payer's bank
 * reads (the Czech QR payment, PAY by square or the EPC code of a SEPA transfer), named under it so
 * the shopper knows which to look for in the app. The QR library loads only here, once payment
 * details are on the screen.
 */
export function QrPayment({ code }: { code: QrPaymentCode }) {
  const { payload } = code
  const { t } = useTranslation()
  const [svg, setSvg] = React.useState<string | null>(null)
  React.useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then((markup) => current && setSvg(markup))
    return () => {
      current = false
    }
  }, [payload])
  return (
    <figure className={styles.qr}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('cart:checkout.confirmation.qrAlt')}
          width={200}
          height={200}
          data-qr-format={code.format}
          data-qr-payload={payload}
        />
      ) : (
        <div className={styles.qrPlaceholder} aria-hidden="true" />
      )}
      <figcaption>
        <strong className={styles.qrStandard} data-testid="qr-standard">
          {t(`cart:checkout.confirmation.qrStandard.${code.format}`)}
        </strong>
        {t('cart:checkout.confirmation.qrCaption')}
      </figcaption>
    </figure>
  )
}
