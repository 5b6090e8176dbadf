import * as React from 'react'
import { paths } from '../../../../config/paths'
import { imageFromNode } from '../../fragments'
import { CategoryCard } from '../category-card'
import * as cardStyles from '../category-card.module.css'
import * as styles from './home-blocks.module.css'

/** A promoted or recommended category as the ShowcaseCategories fragment reads it. */
export type ShowcaseCategory = Queries.ShowcaseCategoriesFragment['nodes'][number]

/** Promoted or recommended categories, each with its cover picture. */
export function CategoryShowcase({
  id,
  title,
  items,
}: {
  id: string
  title: string
  items: readonly ShowcaseCategory[]
}) {
  const shown = items.filter((item) => item.category)
  if (shown.length === 0) return null
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={cardStyles.cards}>
        {shown.map(({ apiId, category, image }) => (
          <li key={apiId}>
            <CategoryCard
              to={paths.category(category!.slug)}
              title={category!.title}
              imageCount={category!.imageCount}
              cover={image ? imageFromNode(image) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
