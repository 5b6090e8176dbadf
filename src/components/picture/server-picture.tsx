import * as React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export interface ServerPictureProps {
  /** Image data from gatsby-plugin-image's `getImageData` (catalogue-picture-data.ts): full width. */
  image: IGatsbyImageData
  alt: string
  loading: 'eager' | 'lazy'
  objectFit?: React.CSSProperties['objectFit']
  className?: string
  fetchpriority?: string
}

/** gatsby-plugin-image drops the line breaks of a srcset, as GatsbyImage does. */
const oneLine = (srcSet: string) => srcSet.replace(/\n/g, '')

/**
 * A catalogue picture as the server build writes it: the markup of gatsby-plugin-image's GatsbyImage
 * (its wrapper, box, placeholder and `data-gatsby-image-ssr` picture, which its browser module keeps
 * as built and only listens to), written once with its real `src`, `srcset` and `loading`. As
 * published, GatsbyImage writes each picture twice, once hidden with `data-src` for its inline script
 * to load and once in `<noscript>`, followed by a copy of that 640-byte script: on a product page of
 * ten pictures, 17 of its 81 KB. Every browser the shop supports loads lazily by itself, and the
 * picture shows by CSS (catalogue-picture.module.css), not by the script's fade-in.
 *
 * Only the image data's public shape (`IGatsbyImageData`) is read. `server-picture.test.tsx` renders
 * the published GatsbyImage beside it and expects the same markup without the copy and the script,
 * so an update of gatsby-plugin-image that changes its markup fails there.
 */
export function ServerPicture({
  image,
  alt,
  loading,
  objectFit,
  className,
  ...attributes
}: ServerPictureProps) {
  const { width, height, images, backgroundColor } = image
  const sizes = images.fallback?.sizes
  const sources = images.sources ?? []
  const picture = (
    <img
      data-gatsby-image-ssr=""
      {...attributes}
      data-main-image=""
      style={{ objectFit, opacity: 0 }}
      sizes={sizes}
      decoding="async"
      loading={loading}
      src={images.fallback?.src}
      srcSet={images.fallback?.srcSet && oneLine(images.fallback.srcSet)}
      alt={alt}
    />
  )
  return (
    <div
      data-gatsby-image-wrapper=""
      className={['gatsby-image-wrapper', className].filter(Boolean).join(' ')}
    >
      <div aria-hidden style={{ paddingTop: `${(height / width) * 100}%` }} />
      <div
        aria-hidden
        data-placeholder-image=""
        style={{
          opacity: 1,
          transition: 'opacity 500ms linear',
          ...(backgroundColor && {
            backgroundColor,
            position: 'absolute',
            top: 0,
            left: 0,
            bottom: 0,
            right: 0,
          }),
          objectFit,
        }}
      />
      {sources.length > 0 ? (
        <picture>
          {sources.map(({ media, type, srcSet }) => (
            <source
              key={`${media}-${type}-${srcSet}`}
              type={type}
              media={media}
              srcSet={oneLine(srcSet)}
              sizes={sizes}
            />
          ))}
          {picture}
        </picture>
      ) : (
        picture
      )}
    </div>
  )
}
