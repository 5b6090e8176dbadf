import * as React from 'react'
import type { MediaImage } from '../../lib/media'
import { cataloguePictureData } from './catalogue-picture-data'
import { PictureRenderer } from './picture-renderer'
import * as styles from './catalogue-picture.module.css'

export interface CataloguePictureProps {
  image: MediaImage
  alt: string
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string
  /** Crops to this width/height ratio (object-fit cover); the picture's own ratio otherwise. */
  aspectRatio?: number
  /** The widest rendition worth offering (a card never needs a 2048 px picture). */
  maxWidth?: number
  /** The page's largest image (LCP): loaded at once and first. */
  priority?: boolean
  /**
   * In the first screen but not the largest: loaded at once, at the browser's usual priority.
   * Neither: loaded as it nears the screen, at low priority.
   */
  eager?: boolean
  className?: string
}

/**
 * A catalogue picture from the API's media endpoint: AVIF/WebP/JPEG renditions, its dominant colour
 * while it loads, and the box reserved so nothing shifts.
 * Pages use it as `CataloguePicture`, which loads this module (and gatsby-plugin-image) only where a
 * page renders a picture in the browser.
 */
export function RenderedPicture({
  image,
  alt,
  sizes,
  aspectRatio,
  maxWidth,
  priority = false,
  eager = false,
  className,
}: CataloguePictureProps) {
  // GatsbyImage; the server build's ServerPicture, whose markup GatsbyImage keeps as it hydrates.
  const Picture = React.useContext(PictureRenderer)
  const data = React.useMemo(() => {
    const generated = cataloguePictureData(image, { aspectRatio, largest: maxWidth })
    const { fallback, sources = [] } = generated.images
    return {
      ...generated,
      images: {
        fallback: fallback && { ...fallback, sizes },
        sources: sources.map((source) => ({ ...source, sizes })),
      },
    }
  }, [image, aspectRatio, maxWidth, sizes])
  // A picture below the first screen waits behind those in it: the browser asks for the next
  // screen's lazy pictures at once, and they took the network from the page's largest one.
  const extra = priority ? { fetchpriority: 'high' } : eager ? {} : { fetchpriority: 'low' }
  return (
    <Picture
      image={data}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      objectFit="cover"
      className={[styles.picture, className].filter(Boolean).join(' ')}
      {...extra}
    />
  )
}
