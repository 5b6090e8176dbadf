import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { mediaRenditionUrl, type MediaSource } from '../../../lib/media'
import type { CropBox } from '@print-shop/shop-domain/crop'
import * as styles from './configurator.module.css'

interface CanvasPreviewProps {
  image: MediaSource & { width: number; height: number }
  /** The front, in mm, as ordered. */
  print: { widthMm: number; heightMm: number }
  /** How far the canvas wraps round its frame, in mm. */
  edgeMm: number
  /** The part of the picture on the front; null prints the whole picture, fitted. */
  crop: CropBox | null
}

/** The sides are drawn receding to the lower right, at this fraction of their drawn depth. */
const SLANT = 0.7
/**
 * A 2 cm side on a 180 cm canvas would be a hairline: the sides are drawn at least this share of
 * the canvas's longer side deep, the real strip of picture stretched over it.
 */
const LEAST_DRAWN_DEPTH = 0.05

/**
 * The finished canvas seen slightly from the side: the front shows the whole chosen picture at the
 * ordered size, and the right and bottom sides carry its edges mirrored, as they are printed. Drawn
 * in SVG in millimetres: each side is the front's outer strip, flipped over the edge and sheared
 * into depth (a projection, not a perspective: nothing needs a 3D transform).
 */
export function CanvasPreview({ image, print, edgeMm, crop }: CanvasPreviewProps) {
  const { t } = useTranslation()
  const id = React.useId().replace(/:/g, '')
  const { widthMm: w, heightMm: h } = print
  const e = Math.min(edgeMm, w / 2, h / 2)
  const drawn = Math.max(e, LEAST_DRAWN_DEPTH * Math.max(w, h))
  // How far the sides' far edge lies right of and below the front's, and the strip's stretch.
  const offset = drawn * SLANT
  const k = (drawn / e) * SLANT

  // The picture placed so that the crop (or the whole picture, fitted) fills the front.
  const placement = crop
    ? {
        x: (-crop.x * w) / crop.width,
        y: (-crop.y * h) / crop.height,
        width: (image.width * w) / crop.width,
        height: (image.height * h) / crop.height,
        preserveAspectRatio: 'none',
      }
    : { x: 0, y: 0, width: w, height: h, preserveAspectRatio: 'xMidYMid meet' }

  // Mirror the strip x ∈ [w − e, w] over the right edge, then shear it into depth; the same for
  // the strip y ∈ [h − e, h] over the bottom edge.
  const rightSide = `matrix(${-k} ${-k} 0 1 ${w * (1 + k)} ${w * k})`
  const bottomSide = `matrix(1 0 ${-k} ${-k} ${h * k} ${h * (1 + k)})`
  const label = t('detail:configurator.canvasPreview.label', { depth: edgeMm / 10 })

  return (
    <figure className={styles.canvasPreview}>
      <svg
        viewBox={`0 0 ${w + offset} ${h + offset}`}
        role="img"
        aria-label={label}
        data-testid="canvas-preview"
        className={styles.canvasPreviewDrawing}
      >
        <defs>
          <clipPath id={`${id}-front`}>
            <rect width={w} height={h} />
          </clipPath>
          <clipPath id={`${id}-right`}>
            <rect x={w - e} width={e} height={h} />
          </clipPath>
          <clipPath id={`${id}-bottom`}>
            <rect y={h - e} width={w} height={e} />
          </clipPath>
          <g id={`${id}-print`} clipPath={`url(#${id}-front)`}>
            <rect width={w} height={h} fill="#fff" />
            <image href={mediaRenditionUrl(image, 640)} {...placement} />
          </g>
        </defs>
        <use href={`#${id}-print`} />
        <g transform={rightSide} clipPath={`url(#${id}-right)`}>
          <use href={`#${id}-print`} />
          <rect x={w - e} width={e} height={h} className={styles.canvasSideShade} />
        </g>
        <g transform={bottomSide} clipPath={`url(#${id}-bottom)`}>
          <use href={`#${id}-print`} />
          <rect y={h - e} width={w} height={e} className={styles.canvasBottomShade} />
        </g>
      </svg>
      <figcaption className={styles.hint}>
        {t('detail:configurator.canvasPreview.caption', { depth: edgeMm / 10 })}
      </figcaption>
    </figure>
  )
}
