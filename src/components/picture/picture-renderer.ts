import * as React from 'react'
import { GatsbyImage } from 'gatsby-plugin-image'
import type { ServerPicture } from './server-picture'

/**
 * What writes a catalogue picture (rendered-picture.tsx): gatsby-plugin-image's GatsbyImage in the
 * browser. The server build's root (gatsby-ssr.tsx) provides ServerPicture instead, which writes the
 * same markup once and without a script; only the server bundle holds it.
 */
export const PictureRenderer = React.createContext<typeof GatsbyImage | typeof ServerPicture>(
  GatsbyImage,
)
