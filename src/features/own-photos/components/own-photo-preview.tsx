import * as React from 'react'
import { mediaRenditionUrl } from '../../../lib/media'
import type { OwnPhoto } from '../types'
import * as styles from './own-photos.module.css'

/**
 * An upload's preview from the API's private renditions (sRGB, no location data), with its 2×
 * version. Its own media address only: an image CDN's template would not reach a private picture.
 */
export function OwnPhotoPreview({ photo, width }: { photo: OwnPhoto; width: number }) {
  const source = { mediaUrl: photo.mediaUrl }
  const height = Math.round((width * photo.height) / photo.width) || width
  return (
    <img
      className={styles.preview}
      src={mediaRenditionUrl(source, width, 'jpg', null)}
      srcSet={`${mediaRenditionUrl(source, width * 2, 'jpg', null)} 2x`}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  )
}
