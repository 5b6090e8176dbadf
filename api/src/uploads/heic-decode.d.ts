/** The part of heic-decode (libheif compiled to WebAssembly; no types of its own) the checks use. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray
  }
  interface HeicImage {
    width: number
    height: number
    decode(): Promise<DecodedImage>
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>
    /** Every image of the file, undecoded (their sizes are known); `dispose` frees libheif's memory. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>
  }
  const decode: Decode
  export default decode
}
