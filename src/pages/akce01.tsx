import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { PromotionContent } from '../components/home/promotion-content'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

/** The Christmas offer, or that it has ended (components/home/promotion-content.tsx). */
export default function PromotionPage({ data }: PageProps<Queries.PromotionPageQuery>) {
  return (
    <Layout>
      <PromotionContent promotion={data.promotion} />
    </Layout>
  )
}

/** Built after the offer ended (the API no longer served it): the title says so too. */
export const Head = (props: SeoHeadProps) => {
  const running = (props.data as Partial<Queries.PromotionPageQuery>).promotion != null
  return (
    <Seo
      head={props}
      titleKey={running ? 'homepage:promotion.title' : 'homepage:promotion.ended.title'}
      descriptionKey={running ? 'homepage:promotion.description' : 'homepage:promotion.ended.body'}
    />
  )
}

export const query = graphql`
  query PromotionPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "homepage"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    promotion: printShopPromotion(language: { eq: $language }, link: { eq: "/akce01" }) {
      couponCode
      startsAt
      endsAt
    }
  }
`
