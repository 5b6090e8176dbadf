import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { printQuality } from '@print-shop/shop-domain/print-quality'
import { useShopFacts } from '../../../lib/shop-facts'
import * as styles from './configurator.module.css'

/** Whether the original has enough pixels for the chosen print size, with the effective DPI. */
export function PrintQualityHint({ dpi }: { dpi: number }) {
  const { t } = useTranslation()
  const quality = printQuality(dpi, useShopFacts().printQuality)
  return (
    <p className={`${styles.quality} ${styles[quality]}`} data-quality={quality} role="status">
      {t(`detail:configurator.quality.${quality}`, { dpi })}
    </p>
  )
}
