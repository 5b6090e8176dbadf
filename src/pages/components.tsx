import * as React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from '../lib/i18n/translation'
import { Button } from '../components/button/button'
import { Dialog } from '../components/dialog/dialog'
import { PageHeader } from '../components/info/page-header'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { CategoryTabs } from '../app/top-bar/category-tabs'
import { formatDimensionsCm, formatPrice, truncate, CARD_NAME_LENGTH } from '../lib/format'
import * as info from '../components/info/info.module.css'

const sampleTabs = [
  {
    name: 'FOTO',
    categories: [
      { id: '1', slug: 'priroda', shortName: 'Příroda' },
      { id: '2', slug: 'mesta', shortName: 'Města\\na architektura' },
    ],
  },
  { name: 'ILUSTRACE', categories: [{ id: '3', slug: 'detske', shortName: 'Dětské ilustrace' }] },
  { name: 'AKCE', categories: [] },
]

/** Development page: the shared UI parts in every state, for reviewing them in one place. */
export default function ComponentsPage() {
  const { t } = useTranslation()
  const [dialogOpen, setDialogOpen] = React.useState(false)
  return (
    <Layout>
      <article className={`container ${info.article}`}>
        <PageHeader title={t('common:components.title')} lead={t('common:components.lead')} />
        <section className={info.section} aria-labelledby="components-buttons">
          <h2 id="components-buttons">{t('common:components.buttons')}</h2>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Button>{t('common:components.primary')}</Button>
            <Button variant="secondary">{t('common:components.secondary')}</Button>
            <Button variant="ghost">{t('common:components.ghost')}</Button>
            <Button disabled>{t('common:components.disabled')}</Button>
          </div>
        </section>
        <section className={info.section} aria-labelledby="components-dialog">
          <h2 id="components-dialog">{t('common:components.dialog')}</h2>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('common:components.openDialog')}
          </Button>
          <Dialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            title={t('common:components.dialogTitle')}
            closeLabel={t('common:actions.close')}
          >
            <p>{t('common:components.dialogText')}</p>
            <Button onClick={() => setDialogOpen(false)}>{t('common:actions.close')}</Button>
          </Dialog>
        </section>
        <section className={info.section} aria-labelledby="components-tabs">
          <h2 id="components-tabs">{t('common:components.tabs')}</h2>
          <CategoryTabs tabs={sampleTabs} label={t('common:components.tabs')} />
        </section>
        <section className={info.section} aria-labelledby="components-format">
          <h2 id="components-format">{t('common:components.formatting')}</h2>
          <ul className={info.items}>
            <li>{formatPrice(1290, 'CZK')}</li>
            <li>{formatPrice(49.9, 'EUR')}</li>
            <li>{formatDimensionsCm(297, 420)}</li>
            <li>
              {truncate('Západ slunce nad Vltavou s Karlovým mostem v zimě', CARD_NAME_LENGTH)}
            </li>
          </ul>
        </section>
      </article>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="common:components.title" noindex />
)

export const query = graphql`
  query ComponentsPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
