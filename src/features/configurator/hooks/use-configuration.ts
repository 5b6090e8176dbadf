import * as React from 'react'
import { centredCorner, clampCorner, cropSize } from '@print-shop/shop-domain/crop'
import { effectiveDpi } from '@print-shop/shop-domain/print-quality'
import { sidesWithin } from '@print-shop/shop-domain/pricing'
import {
  MAX_QUANTITY,
  type ConfiguratorLayout,
  type ConfiguratorImage,
  type FormatType,
  type Orientation,
} from '../types'
import type { FormChoices } from '../form-choices'
import { knownUnitPrice } from '../known-price'

export const CUSTOM_SIZE = 'custom'

/** A standard size as an option value: its landscape sides in mm. */
export const sizeValue = (size: { widthMm: number; heightMm: number }) =>
  `${size.widthMm}x${size.heightMm}`

export interface Choices {
  layoutId: string
  paperId: string
  /** sizeValue of a standard size, or CUSTOM_SIZE. */
  size: string
  /** What the shopper typed, in cm (comma or dot decimals). */
  customWidth: string
  customHeight: string
  formatType: FormatType
  orientation: Orientation
  /** The crop's top-left corner in the original's pixels; null until the shopper moves it. */
  corner: { x: number; y: number } | null
  quantity: string
}

/** "12,5" or "12.5" cm → 125 mm; NaN for anything else. */
export function cmToMm(text: string): number {
  const trimmed = text.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return NaN
  return Math.round(Number(trimmed) * 10)
}

function oriented(size: { widthMm: number; heightMm: number }, orientation: Orientation) {
  const long = Math.max(size.widthMm, size.heightMm)
  const short = Math.min(size.widthMm, size.heightMm)
  return orientation === 'landscape'
    ? { widthMm: long, heightMm: short }
    : { widthMm: short, heightMm: long }
}

function firstSize(layout: ConfiguratorLayout | undefined) {
  const size = layout?.sizes[0]
  return size ? sizeValue(size) : CUSTOM_SIZE
}

function initialChoices(layouts: readonly ConfiguratorLayout[], image: ConfiguratorImage): Choices {
  const layout = layouts[0]
  const orientation: Orientation = image.height > image.width ? 'portrait' : 'landscape'
  // A custom size starts from the first standard one (or the smallest square).
  const side = layout?.minSideMm ?? 0
  const start = oriented(layout?.sizes[0] ?? { widthMm: side, heightMm: side }, orientation)
  return {
    layoutId: layout?.apiId ?? '',
    paperId: layout?.papers[0]?.apiId ?? '',
    size: firstSize(layout),
    customWidth: String(start.widthMm / 10),
    customHeight: String(start.heightMm / 10),
    formatType: 'original',
    orientation,
    corner: null,
    quantity: '1',
  }
}

/**
 * The first choices, or those a pre-rendered form held when the configurator took over from it
 * (`FormChoices`), as far as they fit: a layout of these, a paper and a standard size of that
 * layout (a custom size where it has a custom price), a known orientation and format. The form's
 * paper and size lists are the first layout's until the configurator runs, so they may not fit.
 */
export function startingChoices(
  layouts: readonly ConfiguratorLayout[],
  image: ConfiguratorImage,
  form: FormChoices = {},
): Choices {
  const initial = initialChoices(layouts, image)
  const layout = layouts.find((candidate) => candidate.apiId === form.layoutId)
  if (!layout) return { ...initial, ...quantityAndFormat(initial, form) }
  const paper = layout.papers.find((candidate) => candidate.apiId === form.paperId)
  const size =
    (form.size === CUSTOM_SIZE && layout.customSizes) ||
    layout.sizes.some((candidate) => sizeValue(candidate) === form.size)
      ? form.size!
      : firstSize(layout)
  const orientation =
    form.orientation === 'landscape' || form.orientation === 'portrait'
      ? form.orientation
      : initial.orientation
  return {
    ...initial,
    layoutId: layout.apiId,
    paperId: paper?.apiId ?? layout.papers[0]?.apiId ?? '',
    size,
    customWidth: form.customWidth ?? initial.customWidth,
    customHeight: form.customHeight ?? initial.customHeight,
    orientation,
    ...quantityAndFormat(initial, form),
  }
}

function quantityAndFormat(initial: Choices, form: FormChoices) {
  return {
    formatType:
      form.formatType === 'original' || form.formatType === 'crop'
        ? form.formatType
        : initial.formatType,
    quantity: form.quantity ?? initial.quantity,
  }
}

/**
 * The shopper's choices and what follows from them: the print size in mm, whether it is allowed,
 * the unit and total price (the server's rules), the crop and the effective resolution. `start`:
 * what a pre-rendered form held when the configurator took over from it (`startingChoices`).
 */
export function useConfiguration(
  layouts: readonly ConfiguratorLayout[],
  image: ConfiguratorImage,
  start?: FormChoices,
) {
  const [choices, setChoices] = React.useState(() => startingChoices(layouts, image, start))
  const layout = layouts.find((candidate) => candidate.apiId === choices.layoutId) ?? layouts[0]
  const paper =
    layout?.papers.find((candidate) => candidate.apiId === choices.paperId) ?? layout?.papers[0]
  const pixels = { width: image.width, height: image.height }

  const standard = layout?.sizes.find((size) => sizeValue(size) === choices.size)
  const custom = choices.size === CUSTOM_SIZE || !standard
  const print = custom
    ? { widthMm: cmToMm(choices.customWidth), heightMm: cmToMm(choices.customHeight) }
    : oriented(standard, choices.orientation)
  const range = layout ? { min: layout.minSideMm / 10, max: layout.maxSideMm / 10 } : null
  const sizeValid =
    !custom ||
    (!!layout &&
      Number.isFinite(print.widthMm) &&
      Number.isFinite(print.heightMm) &&
      sidesWithin(layout, print.widthMm, print.heightMm))

  const quantity = /^\d+$/.test(choices.quantity.trim()) ? Number(choices.quantity) : NaN
  const quantityValid = quantity >= 1 && quantity <= MAX_QUANTITY

  const { currency } = image
  const unitPrice =
    layout && paper && sizeValid
      ? knownUnitPrice(layout, paper, print.widthMm, print.heightMm, currency)
      : null
  const totalPrice = unitPrice !== null && quantityValid ? unitPrice * quantity : null

  const crop = sizeValid
    ? cropSize(pixels.width, pixels.height, print.widthMm, print.heightMm)
    : { width: pixels.width, height: pixels.height }
  const corner = choices.corner
    ? clampCorner(pixels, crop, choices.corner.x, choices.corner.y)
    : centredCorner(pixels, crop)
  const printed = choices.formatType === 'crop' ? crop : pixels
  const dpi = sizeValid ? effectiveDpi(printed, print.widthMm, print.heightMm) : null

  const update = React.useCallback(
    (change: Partial<Choices>) => setChoices((current) => ({ ...current, ...change })),
    [],
  )
  /** A custom size starts from the size shown, so it is within the layout's range from the start. */
  const chooseSize = React.useCallback(
    (size: string) =>
      setChoices((current) => {
        if (size !== CUSTOM_SIZE) return { ...current, size }
        const chosen = layouts.find((candidate) => candidate.apiId === current.layoutId)
        const shown = chosen?.sizes.find((candidate) => sizeValue(candidate) === current.size)
        if (!shown) return { ...current, size }
        const start = oriented(shown, current.orientation)
        return {
          ...current,
          size,
          customWidth: String(start.widthMm / 10),
          customHeight: String(start.heightMm / 10),
        }
      }),
    [layouts],
  )
  const chooseLayout = React.useCallback(
    (layoutId: string) =>
      setChoices((current) => {
        const next = layouts.find((candidate) => candidate.apiId === layoutId)
        const keepsPaper = next?.papers.some((candidate) => candidate.apiId === current.paperId)
        const keepsSize =
          (current.size === CUSTOM_SIZE && !!next?.customSizes) ||
          next?.sizes.some((s) => sizeValue(s) === current.size)
        const chosen = {
          ...current,
          layoutId,
          paperId: keepsPaper ? current.paperId : (next?.papers[0]?.apiId ?? ''),
          size: keepsSize ? current.size : firstSize(next),
        }
        // A custom size the new layout cannot make starts again from its first size.
        const width = cmToMm(current.customWidth)
        const height = cmToMm(current.customHeight)
        const fits = !next || sidesWithin(next, width, height)
        const first = next?.sizes[0]
        if (chosen.size !== CUSTOM_SIZE || fits || !first) return chosen
        const start = oriented(first, current.orientation)
        return {
          ...chosen,
          customWidth: String(start.widthMm / 10),
          customHeight: String(start.heightMm / 10),
        }
      }),
    [layouts],
  )
  /** Turning the print turns a custom size too. */
  const chooseOrientation = React.useCallback(
    (orientation: Orientation) =>
      setChoices((current) => {
        if (current.orientation === orientation) return current
        const width = cmToMm(current.customWidth)
        const height = cmToMm(current.customHeight)
        const turn = orientation === 'landscape' ? width < height : width > height
        return turn
          ? {
              ...current,
              orientation,
              customWidth: current.customHeight,
              customHeight: current.customWidth,
            }
          : { ...current, orientation }
      }),
    [],
  )

  return {
    choices,
    update,
    chooseSize,
    chooseLayout,
    chooseOrientation,
    layout,
    paper,
    custom,
    print,
    range,
    sizeValid,
    quantity,
    quantityValid,
    currency,
    unitPrice,
    totalPrice,
    crop,
    corner,
    dpi,
  }
}

export type Configuration = ReturnType<typeof useConfiguration>
