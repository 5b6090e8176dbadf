import * as React from 'react'
import { mediaRenditionUrl } from '../../../lib/media'
import { cropRectangle } from '../crop'
import * as styles from './print-thumbnail.module.css'

interface PrintThumbnailProps {
  /** The image's media base address (…/media/{id}), for a rendition and its 2× version. */
  mediaUrl: string
  /** The original's pixel size. */
  image: { width: number; height: number }
  /** The print in mm, its format and, for a crop, where the crop sits. */
  print: {
    custom_width: number
    custom_height: number
    format_type: 'original' | 'crop'
    coordinate_x: number | null
    coordinate_y: number | null
  }
  width: number
}

/**
 * A configured print's picture, with the red rectangle of the crop in crop format: the basket
 * dropdown, the basket page and the order detail draw it the same way.
 */
export function PrintThumbnail({ mediaUrl, image, print, width }: PrintThumbnailProps) {
  const height = Math.round((width * image.height) / image.width) || width
  const crop =
    print.format_type === 'crop'
      ? cropRectangle(
          image,
          { width: print.custom_width, height: print.custom_height },
          { x: print.coordinate_x, y: print.coordinate_y },
        )
      : null
  return (
    <div className={styles.thumbnail} style={{ width }}>
      <img
        src={mediaRenditionUrl(mediaUrl, width)}
        srcSet={`${mediaRenditionUrl(mediaUrl, width * 2)} 2x`}
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
