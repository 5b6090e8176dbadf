import * as React from 'react'
import { Prerendered } from '../../../components/prerendered/prerendered'
import { env } from '../../../config/env'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { isHydratingFirstPage } from '../../../lib/hydrate'
import { useI18next } from '../../../lib/i18n/page-language'
import { ImageGrid } from '../../catalogue'
import { EARLY_RESULTS_ATTRIBUTE, EARLY_SAMPLE_ATTRIBUTE, sampleImage } from '../early-cards'

/**
 * The box the search page's head script draws its early cards in (early-cards.ts), until the page
 * shows the results itself, and beside it the `<template>` with the sample card (the real
 * `ImageGrid` of one `ImageCard`) the script copies for each result. On the first page React
 * keeps both as the script left them, and links in the cards follow the router. A page the browser
 * renders has neither, nor does a shop whose pictures come from an image URL template (the head
 * script draws nothing there).
 */
export function EarlyResults({ label }: { label: string }) {
  const [shown] = React.useState(() => typeof document === 'undefined' || isHydratingFirstPage())
  const { language } = useI18next()
  if (!shown || env.imageUrlTemplate) return null
  const sample = sampleImage(isLanguage(language) ? language : defaultLanguage)
  return (
    <>
      <Prerendered {...{ [EARLY_RESULTS_ATTRIBUTE]: '' }} hidden />
      <Prerendered as="template" {...{ [EARLY_SAMPLE_ATTRIBUTE]: '' }}>
        <ImageGrid images={[sample]} label={label} cardHeading="h2" />
      </Prerendered>
    </>
  )
}
