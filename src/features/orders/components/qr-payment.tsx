import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { QrPaymentCode } from '@print-shop/shop-domain/orders'
import { qrPicture } from '../qr-picture'
import * as styles from './bank-transfer.module.css'

interface Props {
  code: QrPaymentCode
  /** The downloaded picture's file name, after the order: qr-platba-2026000042.png. */
  fileName: string
}

/**
 * The QR code a banking app pays from, drawn from the API's payload in the standard the payer's bank
 * reads (the Czech QR payment, PAY by square or the EPC code of a SEPA transfer), named under it so
 * the shopper knows which to look for in the app. A phone cannot scan its own screen: the code is
 * offered as a PNG to download, which banking apps open from the gallery. The QR library loads only
 * here, once payment details are on the screen.
 */
export function QrPayment({ code, fileName }: Props) {
  const { payload } = code
  const { t } = useTranslation()
  const [svg, setSvg] = React.useState<string | null>(null)
  const [png, setPng] = React.useState<string | null>(null)
  React.useEffect(() => {
    let current = true
    let picture: string | null = null
    // The browser build: no Node built-ins in the render bundle (see src/types/qrcode-browser.d.ts).
    void import('qrcode/lib/browser').then(async (qrcode) => {
      const options = { errorCorrectionLevel: 'M', margin: 2 } as const
      const markup = await qrcode.toString(payload, { ...options, type: 'svg' })
      if (current) setSvg(markup)
      // A browser that cannot draw the picture still shows the code to scan.
      const blob = await qrPicture(qrcode.create(payload, options)).catch(() => null)
      if (!current || !blob) return
      picture = URL.createObjectURL(blob)
      setPng(picture)
    })
    return () => {
      current = false
      if (picture) URL.revokeObjectURL(picture)
      setPng(null)
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
      {png && (
        <a className={styles.qrDownload} href={png} download={fileName} type="image/png">
          {t('cart:checkout.confirmation.qrDownload')}
        </a>
      )}
    </figure>
  )
}
