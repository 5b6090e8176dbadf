import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { useShopFacts } from '../../../lib/shop-facts'
import type { LowQualityAdvice } from '@print-shop/shop-domain/size-quality'
import { useAdviceText } from './quality-advice'
import * as styles from './low-quality-dialog.module.css'

export interface LowQualityDialogProps {
  dpi: number
  /** Where the picture prints well: the way back leads there, never to a size that is not offered. */
  advice: LowQualityAdvice
  onAdd: () => void
  /** Back to the configurator, to the choice the advice names. */
  onCancel: () => void
}

const BACK = {
  'smaller-size': 'detail:configurator.lowQuality.chooseSize',
  'other-layout': 'detail:configurator.lowQuality.chooseLayout',
  none: 'common:actions.close',
} as const

/** Asked before a print rated too low goes into the basket: add it anyway, or choose again. */
export function LowQualityDialog({ dpi, advice, onAdd, onCancel }: LowQualityDialogProps) {
  const { t } = useTranslation()
  const adviceText = useAdviceText()
  const { goodDpi, acceptableDpi } = useShopFacts().printQuality
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('detail:configurator.lowQuality.title')}
      closeLabel={t('common:actions.close')}
    >
      <p>{t('detail:configurator.lowQuality.text', { dpi, good: goodDpi, min: acceptableDpi })}</p>
      <p>{adviceText(advice)}</p>
      <p>{t('detail:configurator.lowQuality.question')}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t(BACK[advice.kind])}
        </Button>
        <Button onClick={onAdd}>{t('detail:configurator.lowQuality.addAnyway')}</Button>
      </div>
    </Dialog>
  )
}
