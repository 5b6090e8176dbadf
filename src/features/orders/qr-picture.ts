import type { QRCode } from 'qrcode'

/** Pixels per module: a QR payment's 45 to 57 modules come out 420 to 520 px wide. */
const SCALE = 8
/** The quiet zone the standard asks for around the code, in modules. */
const MARGIN = 4

/**
 * The QR code as a PNG picture for a banking app to open from the phone's gallery, drawn on an
 * OffscreenCanvas; null where the browser has none (an old one): the code on the screen stays.
 */
export async function qrPicture(code: QRCode): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined') return null
  const { modules } = code
  const side = (modules.size + 2 * MARGIN) * SCALE
  const canvas = new OffscreenCanvas(side, side)
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = '#fff'
  context.fillRect(0, 0, side, side)
  context.fillStyle = '#000'
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column))
        context.fillRect((column + MARGIN) * SCALE, (row + MARGIN) * SCALE, SCALE, SCALE)
  return canvas.convertToBlob({ type: 'image/png' })
}
