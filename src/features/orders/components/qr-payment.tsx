import * as React from 'react'
import { useTranslation } from '../../language/translation'
import * as styles from './bank-transfer.module.css'

/**
 * The Czech QR payment code for a banking app, drawn from the API's SPD string. The QR library
 * loads only here, once payment details are on the screen.
 */
export function QrPayment({ spd }: { spd: string }) {
  const { t } = useTranslation()
  const [svg, setSvg] = React.useState<string | null>(null)
  React.useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qrcode) => qrcode.toString(spd, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => current && setSvg(markup))
    return () => {
      current = false
    }
  }, [spd])
  return (
    <figure className={styles.qr}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('cart:checkout.confirmation.qrAlt')}
          width={200}
          height={200}
          data-spd={spd}
        />
      ) : (
        <div className={styles.qrPlaceholder} aria-hidden="true" />
      )}
      <figcaption>{t('cart:checkout.confirmation.qrCaption')}</figcaption>
    </figure>
  )
}
