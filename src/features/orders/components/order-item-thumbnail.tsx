import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { PrintThumbnail } from '../../basket'
import type { OrderItem } from '../types'
import * as styles from './order-detail.module.css'

/**
 * The ordered picture, with the red crop rectangle in crop format as the basket draws it. A
 * withdrawn picture leaves a placeholder of the same size.
 */
export function OrderItemThumbnail({ item, width = 96 }: { item: OrderItem; width?: number }) {
  const { t } = useTranslation()
  if (!item.mediaUrl)
    return (
      <div className={styles.withdrawn} style={{ width }}>
        {t('profile:orders.items.withdrawn')}
      </div>
    )
  return (
    <PrintThumbnail
      picture={{ mediaUrl: item.mediaUrl, url: item.imageUrl }}
      image={{ width: item.imageWidth, height: item.imageHeight }}
      print={item}
      width={width}
    />
  )
}
