import * as React from 'react'
import type { FormatType } from '@print-shop/shop-domain/basket-items'
import { mediaRenditionUrl, type MediaSource } from '../../../lib/media'
import { cropRectangle } from '../crop'
import * as styles from './print-thumbnail.module.css'

interface PrintThumbnailProps {
  /** Where the picture's renditions come from, for one and its 2× version. */
  picture: MediaSource
  /** The original's pixel size. */
  image: { width: number; height: number }
  /** The print in mm, its format and, for a crop, where the crop sits. */
  print: {
    customWidth: number
    customHeight: number
    formatType: FormatType
    coordinateX: number | null
    coordinateY: number | null
  }
  width: number
}

/**
 * A configured print's picture, with the crop framed and the rest dimmed in crop format, as the crop
 * tool shows it: the basket dropdown, the basket page and the order detail draw it the same way.
 */
export function PrintThumbnail({ picture, image, print, width }: PrintThumbnailProps) {
  const height = Math.round((width * image.height) / image.width) || width
  const crop =
    print.formatType === 'crop'
      ? cropRectangle(
          image,
          { width: print.customWidth, height: print.customHeight },
          { x: print.coordinateX, y: print.coordinateY },
        )
      : null
  return (
    <div className={styles.thumbnail} style={{ width }}>
      <img
        src={mediaRenditionUrl(picture, width)}
        srcSet={`${mediaRenditionUrl(picture, width * 2)} 2x`}
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
