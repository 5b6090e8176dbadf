import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { formatDate } from '../../../lib/format-date'
import type { Order, TaxDocument } from '../types'
import * as detailStyles from './order-detail.module.css'
import * as styles from './order-documents.module.css'

/**
 * "Doklady": the order's invoice and credit notes, each as PDF and as ISDOC. Plain links: the
 * browser sends the session with them and saves the file the API names.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useI18next()
  if (order.documents.length === 0) return null
  return (
    <section className={detailStyles.block} aria-labelledby="order-documents">
      <h2 id="order-documents">{t('profile:orders.documents.title')}</h2>
      <ul className={styles.documents} data-testid="order-documents">
        {order.documents.map((document) => (
          <DocumentRow key={document.number} document={document} />
        ))}
      </ul>
      <p className={styles.hint}>{t('profile:orders.documents.isdocHint')}</p>
    </section>
  )
}

function DocumentRow({ document }: { document: TaxDocument }) {
  const { t, language } = useI18next()
  const title = t(
    document.kind === 'invoice'
      ? 'profile:orders.documents.invoice'
      : 'profile:orders.documents.creditNote',
    { number: document.number },
  )
  return (
    <li className={styles.document} data-testid="order-document">
      <div>
        <strong>{title}</strong>
        <br />
        <span className={styles.issued}>
          {t('profile:orders.documents.issuedOn', {
            date: formatDate(document.issuedOn, language),
          })}
        </span>
      </div>
      <div className={styles.links}>
        <a
          href={document.pdfUrl}
          download
          aria-label={t('profile:orders.documents.pdfLabel', { title })}
        >
          {t('profile:orders.documents.pdf')}
        </a>
        <a
          href={document.isdocUrl}
          download
          aria-label={t('profile:orders.documents.isdocLabel', { title })}
        >
          {t('profile:orders.documents.isdoc')}
        </a>
      </div>
    </li>
  )
}
