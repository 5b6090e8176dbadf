import * as React from 'react'
import { Trans, useTranslation } from '../lib/i18n/translation'
import { Link } from './link'
import { paths } from '../config/paths'

interface PriceNoticeProps {
  /** The price already holds the delivery the shopper chose. */
  deliveryIncluded?: boolean
  className?: string
}

/**
 * What a price includes, next to every price a shopper is asked to pay: German price rules (PAngV)
 * want "inkl. MwSt., zzgl. Versandkosten" with the delivery costs one click away.
 */
export function PriceNotice({ deliveryIncluded = false, className }: PriceNoticeProps) {
  const { t } = useTranslation()
  return (
    <p className={className} data-testid="price-notice">
      {deliveryIncluded ? (
        t('common:priceNotice.deliveryIncluded')
      ) : (
        <Trans
          t={t}
          i18nKey="common:priceNotice.plusDelivery"
          components={{ delivery: <Link to={paths.delivery} /> }}
        />
      )}
    </p>
  )
}
