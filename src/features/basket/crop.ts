/** A rectangle in percent of the picture's width and height, for drawing over a thumbnail. */
export interface CropRectangle {
  left: number
  top: number
  width: number
  height: number
}

/**
 * Where a crop-format print's crop lies on its picture. As the API defines it, the crop is the
 * largest rectangle with the print's aspect ratio that fits the image, and coordinate_x / _y are its
 * top-left corner in the original's pixels. Null without a corner or outside the picture.
 */
export function cropRectangle(
  image: { width: number; height: number },
  print: { width: number; height: number },
  corner: { x: number | null; y: number | null },
): CropRectangle | null {
  if (corner.x === null || corner.y === null) return null
  if (!image.width || !image.height || !print.width || !print.height) return null
  const ratio = print.width / print.height
  const size =
    image.width / image.height > ratio
      ? { width: Math.round(image.height * ratio), height: image.height }
      : { width: image.width, height: Math.round(image.width / ratio) }
  if (corner.x < 0 || corner.y < 0) return null
  if (corner.x + size.width > image.width || corner.y + size.height > image.height) return null
  return {
    left: (corner.x / image.width) * 100,
    top: (corner.y / image.height) * 100,
    width: (size.width / image.width) * 100,
    height: (size.height / image.height) * 100,
  }
}
