import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { formatDimensionsCm, formatMinorUnits } from '../../../lib/format'
import { printDpi, printQuality } from '@print-shop/shop-domain/print-quality'
import { useShopFacts } from '../../../lib/shop-facts'
import { WithdrawalNote } from '../../../components/withdrawal-note/withdrawal-note'
import { itemPicture } from '../item-picture'
import type { BasketItem } from '../types'
import { PrintThumbnail } from './print-thumbnail'
import * as styles from './basket.module.css'

interface BasketItemViewProps {
  item: BasketItem
  /** Thumbnail width in CSS pixels. */
  thumbnail?: number
  /** Controls for the item (quantity, remove). */
  children?: React.ReactNode
}

/**
 * One basket item: its picture (with the crop framed in crop format), name, format type,
 * layout with the size in cm, paper, a warning when it will print blurry, and the line's total price.
 */
export function BasketItemView({ item, thumbnail = 72, children }: BasketItemViewProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const { image, layout, paper } = item
  // The warning the configurator gave follows the print to the basket and the order review.
  const dpi = printDpi(image, item)
  const thresholds = useShopFacts().printQuality
  // A vector drawing prints sharp at any size.
  const quality = image.scalable ? 'good' : printQuality(dpi, thresholds)
  return (
    <article className={styles.item} data-testid="basket-item">
      <PrintThumbnail
        picture={itemPicture(item.image)}
        image={item.image}
        print={item}
        width={thumbnail}
      />
      <div className={styles.itemText}>
        <h3 className={styles.itemName}>
          <Link to={image.ownPhoto ? paths.ownPhoto(image.id) : paths.productPage(image.id)}>
            {typeset(image.name)}
          </Link>
        </h3>
        {image.ownPhoto && <p className={styles.itemLine}>{t('common:basket.ownPhoto')}</p>}
        <p className={styles.itemLine}>{t(`common:basket.format.${item.formatType}`)}</p>
        <p className={styles.itemLine}>
          {typeset(layout.name)}, {formatDimensionsCm(item.customWidth, item.customHeight)}
        </p>
        <p className={styles.itemLine}>
          {typeset(paper.name)}
          {paper.description && (
            <span className={styles.paperDescription}> – {typeset(paper.description)}</span>
          )}
        </p>
        {quality === 'low' && (
          <p className={styles.qualityWarning} data-testid="quality-warning">
            {t('common:basket.lowQuality', { dpi })}
          </p>
        )}
        {item.available && (
          <WithdrawalNote withdrawable={item.withdrawable} ownPhoto={image.ownPhoto} />
        )}
        <p className={styles.itemPrice}>
          {item.totalPrice === null ? (
            t('common:basket.unavailable')
          ) : (
            <>
              <span className="visually-hidden">{t('common:basket.price')}: </span>
              {formatMinorUnits(item.totalPrice, item.currency)}
            </>
          )}
        </p>
        {children && <div className={styles.itemControls}>{children}</div>}
      </div>
    </article>
  )
}
