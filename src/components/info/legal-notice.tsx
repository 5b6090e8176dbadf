import * as React from 'react'
import { Trans, useTranslation } from '../../lib/i18n/translation'
import { Link } from '../link'
import { legalNoticeId, paths } from '../../config/paths'
import { telHref, useShopFacts } from '../../lib/shop-facts'
import * as info from './info.module.css'
import * as styles from './contact.module.css'

/**
 * Who runs the shop, as an Impressum states it: provider, managing directors, contact, register,
 * tax numbers, the supervisory authority and out-of-court dispute resolution (as the terms say).
 */
export function LegalNotice() {
  const { t } = useTranslation()
  const shop = useShopFacts()
  const key = (name: string) => `contact:impressum.${name}`
  // One line in the settings, as the register names them: "Jana Nováková, Petr Novák".
  const directors = shop.managingDirectors
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return (
    <section
      id={legalNoticeId}
      className={`${info.section} ${styles.legalNotice}`}
      aria-labelledby="contact-impressum"
    >
      <h2 id="contact-impressum">{t(key('heading'))}</h2>
      <dl className={styles.legalDetails}>
        <dt>{t(key('provider'))}</dt>
        <dd>
          {shop.companyName}
          <br />
          {shop.address}
        </dd>
        <dt>{t(key('managingDirectors'), { count: directors.length })}</dt>
        <dd>{directors.join(', ')}</dd>
        <dt>{t(key('contact'))}</dt>
        <dd>
          {t('contact:labels.phone')}: <a href={telHref(shop.phone)}>{shop.phone}</a>
          <br />
          {t('contact:labels.email')}: <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </dd>
        {shop.registry && (
          <>
            <dt>{t(key('register'))}</dt>
            <dd>{t('common:shop.registry', { court: shop.registry })}</dd>
          </>
        )}
        <dt>{t('contact:labels.companyId')}</dt>
        <dd>{shop.companyId}</dd>
        {shop.vatId && (
          <>
            <dt>{t('contact:labels.vatId')}</dt>
            <dd>{shop.vatId}</dd>
          </>
        )}
        <dt>{t(key('supervision'))}</dt>
        <dd>{t(key('supervisionText'))}</dd>
        <dt>{t(key('disputesLabel'))}</dt>
        <dd>
          <Trans
            t={t}
            i18nKey={key('disputes')}
            components={{ terms: <Link to={paths.terms} /> }}
          />
        </dd>
      </dl>
    </section>
  )
}
