import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { shopValues } from '../../lib/i18n/shop-translator'
import { RUNS_UNTIL_ATTRIBUTE, SHOWN_FROM_ATTRIBUTE, useRunning } from '../../lib/promotion-time'
import { useShopFacts } from '../../lib/shop-facts'
import { formatPragueDay } from '../../lib/format-date'
import { useChristmasValues } from '../../lib/use-christmas-values'
import { Link } from '../link'
import { PageHeader } from '../info/page-header'
import { PromotionEndCheck } from '../promotion/promotion-end-check'
import { paths } from '../../config/paths'
import * as info from '../info/info.module.css'
import * as styles from './promotion.module.css'

const conditions = ['products', 'validity', 'once', 'combine'] as const

/**
 * The Christmas offer, while it runs for the page's language: built with it when the API served it
 * (GET /promotions), and told it has ended by the visitor's clock once its end has passed.
 */
export function PromotionContent({
  promotion,
}: {
  promotion: { couponCode: string | null; startsAt: string; endsAt: string } | null
}) {
  const running = useRunning(promotion?.endsAt) && promotion !== null
  if (!running) return <PromotionEnded />
  return (
    <>
      <div {...{ [RUNS_UNTIL_ATTRIBUTE]: promotion.endsAt }}>
        <PromotionOffer promotion={promotion} />
      </div>
      <div hidden {...{ [SHOWN_FROM_ATTRIBUTE]: promotion.endsAt }}>
        <PromotionEnded />
      </div>
      <PromotionEndCheck />
    </>
  )
}

/** The offer's first and last day, from its data: it ends at the start of the day after its last. */
function validity(promotion: { startsAt: string; endsAt: string }, language: string) {
  return {
    from: formatPragueDay(new Date(promotion.startsAt), language),
    until: formatPragueDay(new Date(Date.parse(promotion.endsAt) - 1), language),
  }
}

function PromotionOffer({
  promotion,
}: {
  promotion: { couponCode: string | null; startsAt: string; endsAt: string }
}) {
  const { t, i18n } = useTranslation()
  const shop = useShopFacts()
  const christmas = useChristmasValues(i18n.language)
  const days = validity(promotion, i18n.language)
  const values = { ...shopValues(t, shop, i18n.language), ...christmas }
  const code = promotion.couponCode
  return (
    <article className={`container ${info.article}`}>
      <PageHeader title={t('homepage:promotion.title')} lead={t('homepage:promotion.lead', days)} />
      <div className={styles.coupon}>
        <p className={styles.discount}>{t('homepage:promotion.discount')}</p>
        {code && (
          <p>
            {t('homepage:promotion.codeLabel')} <strong className={styles.code}>{code}</strong>
          </p>
        )}
        <p className={styles.hint}>{t('homepage:promotion.howTo')}</p>
      </div>
      <div className={info.body}>
        <section className={info.section} aria-labelledby="promotion-deadline">
          <h2 id="promotion-deadline">{t('homepage:promotion.deadline.heading')}</h2>
          <p>{t('homepage:promotion.deadline.body', values)}</p>
        </section>
        <section className={info.section} aria-labelledby="promotion-conditions">
          <h2 id="promotion-conditions">{t('homepage:promotion.conditions.heading')}</h2>
          <ul className={info.items}>
            {conditions.map((condition) => (
              <li key={condition}>{t(`homepage:promotion.conditions.items.${condition}`, days)}</li>
            ))}
          </ul>
        </section>
        <p>
          <Link to={paths.delivery}>{t('homepage:promotion.deliveryLink')}</Link>
        </p>
      </div>
    </article>
  )
}

function PromotionEnded() {
  const { t } = useTranslation()
  return (
    <article className={`container ${info.article}`} data-testid="promotion-ended">
      <PageHeader title={t('homepage:promotion.ended.title')} />
      <div className={info.body}>
        <p>{t('homepage:promotion.ended.body')}</p>
        <p>
          <Link to={paths.categories}>{t('homepage:promotion.ended.link')}</Link>
        </p>
      </div>
    </article>
  )
}
