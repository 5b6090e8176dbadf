import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { PageHeader } from '../../../components/info/page-header'
import { paths } from '../../../config/paths'
import { useClientHead } from '../../../hooks/use-client-head'
import * as info from '../../../components/info/info.module.css'

/**
 * In place of a product the owner has withdrawn or deleted since the build: what happened and where
 * to look instead, its category when the page knows it, else every category. Never indexed.
 */
export function RemovedProduct({ category }: { category?: { slug: string; title: string } }) {
  const { t } = useTranslation()
  useClientHead({ title: t('detail:removed.title'), noindex: true })
  return (
    <article className={`container ${info.article}`}>
      <PageHeader title={t('detail:removed.title')} lead={t('detail:removed.lead')} />
      <p>
        {category ? (
          <Link to={paths.category(category.slug)}>
            {t('detail:removed.category', { category: category.title })}
          </Link>
        ) : (
          <Link to={paths.categories}>{t('detail:removed.categories')}</Link>
        )}
      </p>
    </article>
  )
}
