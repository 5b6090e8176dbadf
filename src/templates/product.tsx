import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { CatalogueImage } from '../components/image/catalogue-image'
import { Layout } from '../app/layout/layout'
import { Link } from '../components/link'
import { Seo, useSiteUrl, type I18nPageContext } from '../components/seo/seo'
import { paths } from '../config/paths'
import { formatMinorUnits } from '../lib/format'
import { mediaRenditionUrl } from '../lib/media'
import { canonicalUrl } from '../lib/seo'
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs'
import { FavouriteButton } from '../features/catalogue/components/favourite-button'
import { BreadcrumbJsonLd, headLanguage, JsonLd } from '../features/catalogue/components/json-ld'
import { PrintingOptions } from '../features/catalogue/components/printing-options'
import { ConfiguratorSlot } from '../features/configurator/components/configurator-slot'
import { ProductGrid } from '../features/catalogue/components/product-grid'
import { productFromNode } from '../features/catalogue/fragments'
import { useRecordView } from '../features/catalogue/hooks/use-record-view'
import { usePrintingLayouts } from '../features/catalogue/hooks/use-printing-layouts'
import { productJsonLd } from '../features/catalogue/structured-data'
import * as styles from '../features/catalogue/components/product-detail.module.css'

/** /produkt/{id}: the picture large, what it is, where it is filed, its lowest price, related ones. */
export default function ProductTemplate({
  data,
  pageContext,
}: PageProps<Queries.ProductPageQuery, { language: string }>) {
  const { t } = useTranslation()
  const layouts = usePrintingLayouts(pageContext.language)
  const image = data.image
  useRecordView(image?.apiId)
  if (!image) return null
  const product = productFromNode(image)
  const category = image.categories[0]
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { to: paths.home, label: t('category:breadcrumbs.home') },
            { to: paths.categories, label: t('category:title') },
            ...(category ? [{ to: paths.category(category.slug), label: category.title }] : []),
            { label: image.name },
          ]}
        />
        <article className={styles.detail}>
          <div className={styles.media}>
            <CatalogueImage
              image={product}
              alt={image.name}
              sizes="(min-width: 1024px) 640px, 100vw"
              priority
              className={styles.image}
            />
          </div>
          <div className={styles.info}>
            <h1 className={styles.title}>{image.name}</h1>
            <p className={styles.price}>
              {t('detail:fromPrice', {
                price: formatMinorUnits(product.fromPrice, product.currency),
              })}
            </p>
            <p>{image.description}</p>
            <div className={styles.actions}>
              <FavouriteButton productId={image.apiId} productName={image.name} />
            </div>
            <dl className={styles.facts}>
              <dt>{t('detail:categories')}</dt>
              <dd>
                <ul className={styles.tags}>
                  {image.categories.map((filed) => (
                    <li key={filed.slug}>
                      <Link to={paths.category(filed.slug)}>{filed.title}</Link>
                    </li>
                  ))}
                  {image.subcategories.map((filed) => (
                    <li key={filed.slug}>
                      <Link to={paths.subcategory(filed.slug)}>{filed.name}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
              {image.author && (
                <>
                  <dt>{t('detail:author')}</dt>
                  <dd>{image.author}</dd>
                </>
              )}
              {image.licence && (
                <>
                  <dt>{t('detail:licence')}</dt>
                  <dd>{image.licence}</dd>
                </>
              )}
              <dt>{t('detail:original')}</dt>
              <dd>{t('detail:pixels', { width: image.width, height: image.height })}</dd>
            </dl>
            <ConfiguratorSlot product={product} layouts={layouts}>
              <PrintingOptions layouts={layouts} />
            </ConfiguratorSlot>
          </div>
        </article>
        {data.related.length > 0 && (
          <section className={styles.related} aria-labelledby="related-title">
            <h2 id="related-title">{t('detail:related')}</h2>
            <ProductGrid
              products={data.related.map(productFromNode)}
              label={t('detail:related')}
              list={{ id: 'related', name: t('detail:related') }}
            />
          </section>
        )}
      </div>
    </Layout>
  )
}

export const Head = (props: HeadProps<Queries.ProductPageQuery, I18nPageContext>) => {
  const siteUrl = useSiteUrl()
  const image = props.data.image
  if (!image) return <Seo head={props} />
  const language = headLanguage(props)
  const category = image.categories[0]
  const picture = mediaRenditionUrl(image.mediaUrl, 1200, 'jpg')
  return (
    <Seo head={props} title={image.name} description={image.description} image={picture}>
      <JsonLd
        data={productJsonLd({
          name: image.name,
          description: image.description,
          url: canonicalUrl(siteUrl, paths.product(image.apiId), language),
          image: picture,
          sku: image.apiId,
          fromPrice: image.fromPrice,
          currency: image.currency,
          author: image.author,
        })}
      />
      <BreadcrumbJsonLd
        head={props}
        crumbs={[
          { path: paths.home, key: 'category:breadcrumbs.home' },
          { path: paths.categories, key: 'category:title' },
          ...(category ? [{ path: paths.category(category.slug), text: category.title }] : []),
          { path: paths.product(image.apiId), text: image.name },
        ]}
      />
    </Seo>
  )
}

export const query = graphql`
  query ProductPage($language: String!, $imageId: String!, $relatedIds: [String!]!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "detail"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    image: printShopImage(apiId: { eq: $imageId }, language: { eq: $language }) {
      ...ProductCard
      description
      author
      licence
      categories {
        slug
        title
      }
      subcategories {
        slug
        name
      }
    }
    related: printShopImagesByApiId(apiIds: $relatedIds, language: $language) {
      ...ProductCard
    }
  }
`
