import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { useShopFacts } from '../../../lib/shop-facts'
import * as styles from './configurator.module.css'

export interface LowQualityDialogProps {
  dpi: number
  onAdd: () => void
  /** Back to the configurator, to choose a smaller size. */
  onCancel: () => void
}

/** Asked before a print rated too low goes into the basket: add it anyway, or choose a smaller size. */
export function LowQualityDialog({ dpi, onAdd, onCancel }: LowQualityDialogProps) {
  const { t } = useTranslation()
  const { acceptableDpi } = useShopFacts().printQuality
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('detail:configurator.lowQuality.title')}
      closeLabel={t('common:actions.close')}
    >
      <p>{t('detail:configurator.lowQuality.text', { dpi, min: acceptableDpi })}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('detail:configurator.lowQuality.chooseSize')}
        </Button>
        <Button onClick={onAdd}>{t('detail:configurator.lowQuality.addAnyway')}</Button>
      </div>
    </Dialog>
  )
}
