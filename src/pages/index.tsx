import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import { Link } from '../components/link'
import { Hero } from '../components/home/hero'
import { Layout } from '../components/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { paths } from '../config/paths'
import * as styles from '../components/home/home.module.css'

const products = ['photo', 'poster', 'canvas', 'aluminium'] as const
const steps = ['choose', 'configure', 'deliver'] as const

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <Layout helpBlock={false}>
      <Hero />
      <section className={`container ${styles.section}`} aria-labelledby="home-products">
        <h2 id="home-products" className={styles.sectionTitle}>
          {t('homepage:products.title')}
        </h2>
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product} className={styles.product}>
              <div className={`${styles.swatch} ${styles[product]}`} aria-hidden="true" />
              <h3>{t(`homepage:products.${product}.name`)}</h3>
              <p>{t(`homepage:products.${product}.text`)}</p>
              <p className={styles.sizes}>{t(`homepage:products.${product}.sizes`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.stepsBand} aria-labelledby="home-steps">
        <div className="container">
          <h2 id="home-steps" className={styles.sectionTitle}>
            {t('homepage:steps.title')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step} className={styles.step}>
                <h3>{t(`homepage:steps.${step}.title`)}</h3>
                <p>{t(`homepage:steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
          <p className={styles.stepsMore}>
            <Link to={paths.techTerms}>{t('homepage:steps.more')}</Link>
          </p>
        </div>
      </section>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo
    head={props}
    titleKey={['seo:home.title', 'homepage:title']}
    descriptionKey={['seo:home.description', 'common:seo.description']}
  />
)

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage", "seo"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
