import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { OwnPhotosUploader } from '../features/own-photos/components/own-photos-uploader'

/**
 * "Your own photos": why and how, then the uploader. The explanation is built into the page; the
 * uploader is the shopper's own (signed in or not, files picked), rendered in the browser.
 */
export default function OwnPhotosPage() {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <div className="container page-top">
        <PageHeader title={t('photos:title')} lead={t('photos:intro')} />
        <OwnPhotosUploader />
      </div>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="photos:title" descriptionKey="photos:description" />
)

export const query = graphql`
  query OwnPhotosPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "photos"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
