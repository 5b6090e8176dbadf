import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { mediaRenditionUrl, picturePreload, type MediaSource } from '../../../lib/media'
import { clampCorner } from '@print-shop/shop-domain/crop'
import * as styles from './configurator.module.css'
import * as cropStyles from './crop-editor.module.css'

export interface CropEditorProps {
  image: MediaSource & { width: number; height: number }
  /** How wide the page shows the picture elsewhere (`sizes`), if it does: see `CropEditor`. */
  pictureSizes?: string
  crop: { width: number; height: number }
  corner: { x: number; y: number }
  onMove: (corner: { x: number; y: number }) => void
}

/** An arrow key moves the crop by 1 % of the picture, with Shift by 10 %. */
const STEP = 0.01
const BIG_STEP = 0.1
const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The 640 px rendition, which a shopper's own photo page shows and the canvas preview draws. */
const PREVIEW_WIDTH = 640

/**
 * The picture with the crop rectangle over it. The rectangle is dragged with a mouse, a finger or a
 * pen (pointer events) or moved with the arrow keys; its corner is in the original's pixels.
 *
 * Where the page shows the picture too (`pictureSizes`, the product page), the editor offers the
 * renditions that picture offers at its `sizes` (the AVIF ones, as the page's preload names them):
 * the browser picks the one it has loaded and decoded already, and the editor shows the picture in
 * the frame of the tap on "crop", with nothing to fetch.
 */
export function CropEditor({ image, pictureSizes, crop, corner, onMove }: CropEditorProps) {
  const { t } = useTranslation()
  const frame = React.useRef<HTMLDivElement>(null)
  const drag = React.useRef<{ pointer: number; x: number; y: number; corner: typeof corner }>()
  const instructionsId = React.useId()
  const move = (x: number, y: number) => onMove(clampCorner(image, crop, x, y))

  const onKeyDown = (event: React.KeyboardEvent) => {
    const direction = DIRECTIONS[event.key]
    if (!direction) return
    event.preventDefault()
    const step = event.shiftKey ? BIG_STEP : STEP
    const dx = direction[0] * Math.max(1, Math.round(image.width * step))
    const dy = direction[1] * Math.max(1, Math.round(image.height * step))
    move(corner.x + dx, corner.y + dy)
  }

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, corner }
  }
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    const box = frame.current?.getBoundingClientRect()
    if (!start || start.pointer !== event.pointerId || !box?.width || !box.height) return
    // Screen pixels to the original's pixels.
    move(
      start.corner.x + ((event.clientX - start.x) * image.width) / box.width,
      start.corner.y + ((event.clientY - start.y) * image.height) / box.height,
    )
  }
  const endDrag = () => {
    drag.current = undefined
  }

  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`
  // A size of the picture's own shape: the crop is the whole picture, with nowhere to move.
  const fixed = crop.width >= image.width && crop.height >= image.height
  // Not again at every move of the crop: a drag renders the editor at each pointer move.
  const shared = React.useMemo(
    () => (pictureSizes ? picturePreload(image, pictureSizes) : null),
    [image, pictureSizes],
  )
  const picture = (
    <img
      className={cropStyles.cropImage}
      src={mediaRenditionUrl(image, PREVIEW_WIDTH)}
      {...(shared && !shared.type && { srcSet: shared.srcSet, sizes: shared.sizes })}
      alt=""
      width={image.width}
      height={image.height}
      draggable={false}
      // Element Timing: when the editor is on screen after the tap on "crop"
      // (bench/configurator-inp.mjs). React passes the attribute on as it is.
      // eslint-disable-next-line react/no-unknown-property
      elementtiming="crop-editor"
    />
  )
  return (
    <div className={cropStyles.cropEditor}>
      <div
        ref={frame}
        className={cropStyles.cropFrame}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        {shared?.type ? (
          <picture>
            <source type={shared.type} srcSet={shared.srcSet} sizes={shared.sizes} />
            {picture}
          </picture>
        ) : (
          picture
        )}
        {/* A two-dimensional control has no ARIA widget role; "application" makes screen readers
            pass the arrow keys through to it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="application"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          aria-label={t('detail:configurator.cropArea.label')}
          aria-roledescription={t('detail:configurator.cropArea.role')}
          aria-describedby={instructionsId}
          data-testid="crop-rectangle"
          className={cropStyles.cropRectangle}
          style={{
            left: percent(corner.x, image.width),
            top: percent(corner.y, image.height),
            width: percent(crop.width, image.width),
            height: percent(crop.height, image.height),
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
      <p id={instructionsId} className={styles.hint} data-testid="crop-instructions">
        {t(`detail:configurator.cropArea.${fixed ? 'fixed' : 'instructions'}`)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {t('detail:configurator.cropArea.position', { x: corner.x, y: corner.y })}
      </p>
    </div>
  )
}
