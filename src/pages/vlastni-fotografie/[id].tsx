import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { useTranslation } from '../../lib/i18n/translation'
import { PageHeader } from '../../components/info/page-header'
import { Link } from '../../components/link'
import { Layout } from '../../app/layout/layout'
import { Seo, type SeoHeadProps } from '../../components/seo/seo'
import { paths } from '../../config/paths'
import { PrivateRoute } from '../../features/auth'
import { reshapeLayouts, type ImageDocument } from '../../features/catalogue/api/get-image-details'
import { Configurator } from '../../features/configurator/components/configurator'
import type { OwnPhotoDetailDocument } from '../../features/own-photos/api/get-own-photo'
import { OwnPhotoStage } from '../../features/own-photos/components/own-photo-stage'

/** GET /uploads/{id} includes the layouts and papers exactly as GET /images/{id} does. */
const readLayouts = (document: OwnPhotoDetailDocument) =>
  reshapeLayouts(document as unknown as ImageDocument)

/**
 * One of the shopper's own photos in the catalogue's configurator: layout, paper, size, crop, the
 * canvas preview and each size's quality from the photo's own pixels. Private: the id comes from
 * the address, and the API shows the photo to its owner only.
 */
export default function OwnPhotoPage({ params }: PageProps) {
  const { t } = useTranslation()
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <PageHeader title={t('photos:detail.title')} />
          <p>
            <Link to={paths.ownPhotos}>{t('photos:detail.back')}</Link>
          </p>
          <OwnPhotoStage id={params.id ?? ''} readLayouts={readLayouts}>
            {({ image, layouts }) => <Configurator image={image} layouts={layouts} />}
          </OwnPhotoStage>
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="photos:detail.title" noindex />
)

// "detail" holds the configurator's texts.
export const query = graphql`
  query OwnPhotoPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "photos", "detail"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
