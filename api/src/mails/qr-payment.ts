import QRCode from 'qrcode'

/** Shown at 180 px, drawn at twice that for sharp phone screens. */
export const QR_SIZE = 180

/**
 * The payment's QR code (the payload bankTransferInstructions built: QR Platba, PAY by square or
 * EPC) as a PNG data URL, drawn as the storefront draws it (error correction M, a quiet zone of 2).
 * The mailer sends it as an inline attachment (CID): mail clients block data URLs and most do not
 * show SVG.
 */
export function qrPaymentImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: QR_SIZE * 2,
    color: { dark: '#000000', light: '#ffffff' },
  })
}
