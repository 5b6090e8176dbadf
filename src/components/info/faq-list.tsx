import * as React from 'react'
import { Link } from '../link'
import { paths } from '../../config/paths'
import { Paragraphs } from './paragraphs'
import { useShopT } from './use-shop-t'
import * as styles from './info.module.css'

/** Pages an answer may point to for details it leaves out (`more.<page>` holds the link's text). */
const MORE = { delivery: paths.delivery, ownPhotos: paths.ownPhotos } as const

const isMorePage = (page: string): page is keyof typeof MORE =>
  Object.prototype.hasOwnProperty.call(MORE, page)

/** FAQ groups as native disclosure widgets: keyboard-usable and readable without JavaScript. */
export function FaqList({ ns = 'faq' }: { ns?: string }) {
  const { t, keysOf } = useShopT(ns)
  return (
    <>
      {keysOf('groups').map((group) => (
        <section key={group} className={styles.section} aria-labelledby={`faq-${group}`}>
          <h2 id={`faq-${group}`}>{t(`groups.${group}.heading`)}</h2>
          <div className={styles.faqGroup}>
            {keysOf(`groups.${group}.questions`).map((question) => {
              const key = `groups.${group}.questions.${question}`
              return (
                <details key={question} className={styles.faq} id={`${group}-${question}`}>
                  <summary className={styles.question}>{t(`${key}.q`)}</summary>
                  <div className={styles.answer}>
                    <Paragraphs text={t(`${key}.a`)} />
                    {keysOf(`${key}.more`)
                      .filter(isMorePage)
                      .map((page) => (
                        <p key={page}>
                          <Link to={MORE[page]}>{t(`${key}.more.${page}`)}</Link>
                        </p>
                      ))}
                  </div>
                </details>
              )
            })}
          </div>
        </section>
      ))}
    </>
  )
}
