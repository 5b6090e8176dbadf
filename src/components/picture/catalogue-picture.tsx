import * as React from 'react'
import { lazyPart } from '../prerendered/lazy-part'
import type { CataloguePictureProps } from './rendered-picture'
import * as styles from './catalogue-picture.module.css'

export type { CataloguePictureProps }

/**
 * The space a picture takes until its code has loaded: the same box (its aspect ratio) in the
 * picture's dominant colour, named for assistive technology as the picture will be.
 */
function PictureSpace({ image, alt, aspectRatio, className }: CataloguePictureProps) {
  const colour = image.colors?.[0]
  return (
    <div
      className={[styles.picture, styles.space, className].filter(Boolean).join(' ')}
      style={{
        aspectRatio: String(aspectRatio ?? image.width / image.height),
        backgroundColor: colour ? `#${colour}` : undefined,
      }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    />
  )
}

/**
 * A catalogue picture (rendered-picture.tsx): AVIF/WebP/JPEG renditions from the API's media
 * endpoint over its dominant colour, its box reserved. Its code, with gatsby-plugin-image, loads
 * only where a page renders a picture in the browser: a first visit's pictures inside
 * `<Prerendered>` keep the server's HTML and need none.
 */
export const CataloguePicture = lazyPart<CataloguePictureProps>(
  () => import('./rendered-picture').then((module) => module.RenderedPicture),
  PictureSpace,
)
