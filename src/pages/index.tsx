import * as React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { shopValues } from '../lib/i18n/shop-translator'
import { useShopFacts } from '../lib/shop-facts'
import { Link } from '../components/link'
import { Hero } from '../components/home/hero'
import { fillChristmas } from '../lib/christmas'
import { useChristmasValues } from '../lib/use-christmas-values'
import { Prerendered } from '../components/prerendered/prerendered'
import { Layout } from '../app/layout/layout'
import { Seo, type I18nPageContext } from '../components/seo/seo'
import { paths } from '../config/paths'
import { Banners } from '../features/catalogue/components/home/banners'
import { CategoryShowcase } from '../features/catalogue/components/home/category-showcase'
import { HeroCarousel, heroPreload } from '../features/catalogue/components/home/hero-carousel'
import { RecentlyViewed } from '../features/catalogue/components/home/recently-viewed'
import { ImageGrid } from '../features/catalogue/components/image-grid'
import { imageFromNode } from '../features/catalogue/fragments'
import * as styles from '../components/home/home.module.css'
import * as blocks from '../features/catalogue/components/home/home-blocks.module.css'

const printKinds = ['photo', 'poster', 'canvas', 'aluminium'] as const
const steps = ['choose', 'configure', 'deliver'] as const

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { t, i18n } = useTranslation()
  const shop = useShopFacts()
  const christmas = useChristmasValues(i18n.language)
  const slides = React.useMemo(
    () =>
      data.slides.nodes.map((slide) => ({
        ...slide,
        subtitle: fillChristmas(slide.subtitle, christmas),
      })),
    [data.slides.nodes, christmas],
  )
  const popular = data.popular.nodes.flatMap((node) =>
    node.image ? [imageFromNode(node.image)] : [],
  )
  return (
    <Layout helpBlock={false}>
      <Hero promotion={data.promotion}>
        <HeroCarousel slides={slides} />
      </Hero>
      <div className={`container ${blocks.section}`}>
        <Banners banners={data.banners.nodes} />
      </div>
      <CategoryShowcase
        id="home-promoted"
        title={t('homepage:promoted.title')}
        items={data.promoted.nodes}
      />
      {popular.length > 0 && (
        <section className={`container ${blocks.section}`} aria-labelledby="home-popular">
          <div className={blocks.sectionHeader}>
            <h2 id="home-popular" className={blocks.sectionTitle}>
              {t('homepage:popular.title')}
            </h2>
            <Link to={paths.popularProducts}>{t('homepage:popular.all')}</Link>
          </div>
          <ImageGrid
            images={popular}
            label={t('homepage:popular.title')}
            list={{ id: 'home_popular', name: t('homepage:popular.title') }}
            livePrices
          />
        </section>
      )}
      <CategoryShowcase
        id="home-recommended"
        title={t('homepage:recommended.title')}
        items={data.recommended.nodes}
      />
      <RecentlyViewed />
      <Prerendered
        as="section"
        className={`container ${styles.section}`}
        aria-labelledby="home-products"
      >
        <h2 id="home-products" className={styles.sectionTitle}>
          {t('homepage:products.title')}
        </h2>
        <ul className={styles.printKinds}>
          {printKinds.map((kind) => (
            <li key={kind} className={styles.printKind}>
              <div className={`${styles.swatch} ${styles[kind]}`} aria-hidden="true" />
              <h3>{t(`homepage:products.${kind}.name`)}</h3>
              <p>{t(`homepage:products.${kind}.text`)}</p>
              <p className={styles.sizes}>{t(`homepage:products.${kind}.sizes`)}</p>
            </li>
          ))}
        </ul>
      </Prerendered>
      <Prerendered
        as="section"
        className={`container ${styles.section}`}
        aria-labelledby="home-own-photos"
      >
        <h2 id="home-own-photos" className={styles.sectionTitle}>
          {t('homepage:ownPhotos.title')}
        </h2>
        <p>{t('homepage:ownPhotos.text')}</p>
        <p>
          <Link to={paths.ownPhotos}>{t('homepage:ownPhotos.link')}</Link>
        </p>
      </Prerendered>
      <Prerendered as="section" className={styles.stepsBand} aria-labelledby="home-steps">
        <div className="container">
          <h2 id="home-steps" className={styles.sectionTitle}>
            {t('homepage:steps.title')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step} className={styles.step}>
                <h3>{t(`homepage:steps.${step}.title`)}</h3>
                <p>{t(`homepage:steps.${step}.text`, shopValues(t, shop, i18n.language))}</p>
              </li>
            ))}
          </ol>
          <p className={styles.stepsMore}>
            <Link to={paths.techTerms}>{t('homepage:steps.more')}</Link>
          </p>
        </div>
      </Prerendered>
    </Layout>
  )
}

export const Head = (props: HeadProps<Queries.HomePageQuery, I18nPageContext>) => (
  <Seo
    head={props}
    titleKey={['seo:home.title', 'homepage:title']}
    descriptionKey={['seo:home.description', 'common:seo.description']}
    preload={heroPreload(props.data.slides.nodes)}
  />
)

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage", "seo", "category"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    slides: allPrintShopCarouselItem(
      filter: { language: { eq: $language } }
      sort: { position: ASC }
    ) {
      nodes {
        apiId
        title
        subtitle
        buttonLabel
        link
        endsAt
        image {
          ...ImageCard
        }
      }
    }
    promotion: printShopPromotion(language: { eq: $language }, link: { eq: "/akce01" }) {
      endsAt
    }
    banners: allPrintShopBanner(filter: { language: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        apiId
        title
        text
        link
        image {
          ...ImageCard
        }
      }
    }
    promoted: allPrintShopHomepageCategory(
      filter: { language: { eq: $language }, kind: { eq: "promoted" } }
      sort: { position: ASC }
    ) {
      ...ShowcaseCategories
    }
    recommended: allPrintShopHomepageCategory(
      filter: { language: { eq: $language }, kind: { eq: "recommended" } }
      sort: { position: ASC }
    ) {
      ...ShowcaseCategories
    }
    popular: allPrintShopPopularProduct(
      filter: { language: { eq: $language } }
      sort: { position: ASC }
      limit: 8
    ) {
      nodes {
        image {
          ...ImageCard
        }
      }
    }
  }

  fragment ShowcaseCategories on PrintShopHomepageCategoryConnection {
    nodes {
      apiId
      category {
        slug
        title
        imageCount
      }
      image {
        ...ImageCard
      }
    }
  }
`
