import * as React from 'react'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { mediaRenditionUrl } from '../../../lib/media'
import { cropRectangle } from '../../basket/crop'
import type { OrderItem } from '../types'
import * as styles from './order-detail.module.css'

/**
 * The ordered picture, with the red crop rectangle in crop format as the basket draws it. A
 * withdrawn picture leaves a placeholder of the same size.
 */
export function OrderItemThumbnail({ item, width = 96 }: { item: OrderItem; width?: number }) {
  const { t } = useTranslation()
  const image = { width: item.image_width, height: item.image_height }
  const height = Math.round((width * image.height) / image.width) || width
  const crop =
    item.format_type === 'crop'
      ? cropRectangle(
          image,
          { width: item.custom_width, height: item.custom_height },
          { x: item.coordinate_x, y: item.coordinate_y },
        )
      : null
  const src = item.media_url ? mediaRenditionUrl(item.media_url, width) : item.image_url
  if (!src)
    return (
      <div className={`${styles.thumbnail} ${styles.withdrawn}`} style={{ width }}>
        {t('profile:orders.items.withdrawn')}
      </div>
    )
  return (
    <div className={styles.thumbnail} style={{ width }}>
      <img
        src={src}
        srcSet={item.media_url ? `${mediaRenditionUrl(item.media_url, width * 2)} 2x` : undefined}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {crop && (
        <span
          className={styles.crop}
          data-testid="crop-rectangle"
          aria-hidden="true"
          style={{
            left: `${crop.left}%`,
            top: `${crop.top}%`,
            width: `${crop.width}%`,
            height: `${crop.height}%`,
          }}
        />
      )}
    </div>
  )
}
