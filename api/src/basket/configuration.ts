import type { FormatType } from '@print-shop/shop-domain/basket-items'
import { cropAt, type CropBox } from '@print-shop/shop-domain/crop'
import type { FieldErrors } from '../lib/http-error.js'
import { sizeAllowed } from '../pricing/print-price.js'
import type { PriceList } from '../pricing/price-list.js'

export { MAX_QUANTITY, type FormatType } from '@print-shop/shop-domain/basket-items'
/** Distinct lines in one basket (MAX_QUANTITY: pieces of one print in one line). */
export const MAX_ITEMS = 50
/**
 * The most goods one order may be worth (minor units): 500 000 Kč or 20 000 €. Larger jobs are
 * quoted by hand; the limit also keeps every amount within the QR payment's ten characters.
 */
export const MAX_BASKET_VALUE = { CZK: 50_000_000, EUR: 2_000_000 } as const

/**
 * What a shopper chooses for one print (sizes in mm, crop corner in the original's pixels): a
 * catalogue picture (imageId) or the shopper's own photo (uploadId), exactly one of the two.
 */
export interface Configuration {
  imageId: number | null
  uploadId: string | null
  layoutId: number
  paperId: number
  customWidth: number
  customHeight: number
  formatType: FormatType
  coordinateX: number | null
  coordinateY: number | null
}

/**
 * The configuration as one text: equal prints in a basket become one line with a quantity. A
 * catalogue picture is its id (the text baskets have always had); an own photo is `upload:<id>`,
 * which no picture id can be.
 */
export function configurationKey(configuration: Configuration): string {
  const { imageId, uploadId, layoutId, paperId, customWidth, customHeight, formatType } =
    configuration
  const picture = uploadId === null ? String(imageId) : `upload:${uploadId}`
  const crop =
    formatType === 'crop' ? `@${configuration.coordinateX},${configuration.coordinateY}` : ''
  return `${picture}/${layoutId}/${paperId}/${customWidth}x${customHeight}/${formatType}${crop}`
}

/** The request field that names the configuration's picture, where its problems are reported. */
export function pictureField(configuration: Pick<Configuration, 'uploadId'>): string {
  return configuration.uploadId === null ? 'image_id' : 'upload_id'
}

/**
 * Why this configuration cannot be printed, field by field (empty when it can). The picture (a
 * catalogue image or an own photo: its pixels) must exist; the layout must exist and offer the
 * paper and the size; a crop needs a corner that keeps the crop inside the image. An original
 * ignores the corner.
 */
export function configurationProblems(
  configuration: Configuration,
  image: { width: number; height: number } | undefined,
  priceList: PriceList,
): FieldErrors {
  const problems: FieldErrors = {}
  if (!image) problems[pictureField(configuration)] = { key: 'validation.invalid_value' }
  const layout = priceList.layouts.get(configuration.layoutId)
  if (!layout) {
    problems.layout_id = { key: 'validation.invalid_value' }
    return problems
  }
  if (!layout.paperIds.includes(configuration.paperId))
    problems.paper_id = { key: 'basket.paper_not_offered' }
  const { customWidth, customHeight } = configuration
  if (!sizeAllowed(layout, customWidth, customHeight)) {
    const range = { min: layout.minSideMm / 10, max: layout.maxSideMm / 10 }
    problems.custom_width = { key: 'validation.size_range', vars: range }
    problems.custom_height = { key: 'validation.size_range', vars: range }
  }
  if (configuration.formatType === 'crop' && image && !problems.custom_width) {
    if (configuration.coordinateX === null) problems.coordinate_x = { key: 'validation.required' }
    if (configuration.coordinateY === null) problems.coordinate_y = { key: 'validation.required' }
    if (
      configuration.coordinateX !== null &&
      configuration.coordinateY !== null &&
      !cropOf(configuration, image)
    ) {
      problems.coordinate_x = { key: 'basket.crop_outside' }
      problems.coordinate_y = { key: 'basket.crop_outside' }
    }
  }
  return problems
}

/** The crop rectangle of a crop-format print, or null (original format, or impossible). */
export function cropOf(
  configuration: Pick<
    Configuration,
    'formatType' | 'customWidth' | 'customHeight' | 'coordinateX' | 'coordinateY'
  >,
  image: { width: number; height: number },
): CropBox | null {
  if (configuration.formatType !== 'crop') return null
  if (configuration.coordinateX === null || configuration.coordinateY === null) return null
  return cropAt(
    image,
    { width: configuration.customWidth, height: configuration.customHeight },
    configuration.coordinateX,
    configuration.coordinateY,
  )
}
