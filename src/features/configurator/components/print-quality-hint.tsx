import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { PrintQuality } from '@print-shop/shop-domain/print-quality'
import type { LowQualityAdvice } from '@print-shop/shop-domain/size-quality'
import { useAdviceText } from './quality-advice'
import * as styles from './configurator.module.css'

/**
 * Whether the original has enough pixels for the chosen print size, with the effective DPI (a vector
 * drawing has no pixels to count); below the acceptable threshold, where the picture prints well.
 */
export function PrintQualityHint({
  dpi,
  quality,
  scalable,
  advice,
}: {
  dpi: number
  quality: PrintQuality
  scalable: boolean
  advice: LowQualityAdvice | null
}) {
  const { t } = useTranslation()
  const adviceText = useAdviceText()
  return (
    <p className={`${styles.quality} ${styles[quality]}`} data-quality={quality} role="status">
      {scalable
        ? t('detail:configurator.quality.scalable')
        : t(`detail:configurator.quality.${quality}`, { dpi })}
      {advice && ` ${adviceText(advice)}`}
    </p>
  )
}
