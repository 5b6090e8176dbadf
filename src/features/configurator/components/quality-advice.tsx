import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { formatDimensionsCm } from '../../../lib/format'
import { formatList } from '../../../lib/format-list'
import type { PrintQualityThresholds } from '@print-shop/shop-domain/print-quality'
import {
  alongPicture,
  largestAcceptableSize,
  sizeQuality,
  type LowQualityAdvice,
  type PrintSize,
  type RatedPicture,
} from '@print-shop/shop-domain/size-quality'
import type { ConfiguratorLayout } from '../types'
import * as styles from './configurator.module.css'

const size = (print: PrintSize) => formatDimensionsCm(print.widthMm, print.heightMm)

/** "Fotografie do 45 × 30 cm a Plakát do 30 × 21 cm": layouts, each up to its size. */
function useLayoutList() {
  const { t, i18n } = useTranslation()
  return (layouts: ReadonlyArray<{ name: string; size: PrintSize }>) =>
    formatList(
      layouts.map((layout) =>
        t('detail:configurator.advice.upTo', { layout: layout.name, size: size(layout.size) }),
      ),
      i18n.language,
    )
}

/** The words of an advice for a print rated too low: it names only sizes and layouts that exist. */
export function useAdviceText() {
  const { t } = useTranslation()
  const list = useLayoutList()
  return (advice: LowQualityAdvice): string => {
    switch (advice.kind) {
      case 'smaller-size':
        return t('detail:configurator.advice.smallerSize', { size: size(advice.size) })
      case 'other-layout':
        return t('detail:configurator.advice.otherLayout', { layouts: list(advice.layouts) })
      case 'none':
        return t('detail:configurator.advice.none')
    }
  }
}

/**
 * Which products suit the picture, each up to its largest size of at least acceptable quality, said
 * before anything is chosen. A picture that every size suits (a vector drawing) needs no word.
 */
export function PrintSuitability({
  picture,
  layouts,
  thresholds,
}: {
  picture: RatedPicture
  layouts: readonly ConfiguratorLayout[]
  thresholds: PrintQualityThresholds
}) {
  const { t } = useTranslation()
  const list = useLayoutList()
  // A vector drawing suits every size: the quality hint says so with the size chosen.
  if (picture.scalable) return null
  const suited = layouts.map((layout) => ({
    layout,
    largest: largestAcceptableSize(picture, layout.sizes, thresholds),
  }))
  const everySize = layouts.every((layout) =>
    layout.sizes.every(
      (print) => sizeQuality(picture, alongPicture(picture, print), thresholds) !== 'low',
    ),
  )
  if (everySize) return null
  const suits = suited.flatMap(({ layout, largest }) =>
    largest ? [{ name: layout.name, size: alongPicture(picture, largest) }] : [],
  )
  return (
    <p className={styles.hint} data-testid="print-suitability">
      {suits.length > 0
        ? t('detail:configurator.suits', { layouts: list(suits) })
        : t('detail:configurator.advice.none')}
    </p>
  )
}
