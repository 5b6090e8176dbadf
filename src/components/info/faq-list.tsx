import * as React from 'react'
import { Paragraphs } from './paragraphs'
import { useShopT } from './use-shop-t'
import * as styles from './info.module.css'

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
