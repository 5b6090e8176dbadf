import * as React from 'react'
import { Paragraphs } from './paragraphs'
import { useShopT } from './use-shop-t'
import * as styles from './info.module.css'

interface InfoSectionsProps {
  ns: string
  /** Content that is not text (a list read from the API), shown after a section's paragraphs. */
  extra?: Partial<Record<string, React.ReactNode>>
}

/** The `sections` of an informational text group: heading, paragraphs and a bullet list each. */
export function InfoSections({ ns, extra = {} }: InfoSectionsProps) {
  const { t, keysOf, has } = useShopT(ns)
  return (
    <>
      {keysOf('sections').map((id) => {
        const key = `sections.${id}`
        const items = keysOf(`${key}.items`)
        const body = has(`${key}.body`) ? t(`${key}.body`) : ''
        return (
          <section key={id} className={styles.section} aria-labelledby={`${ns}-${id}`}>
            <h2 id={`${ns}-${id}`}>{t(`${key}.heading`)}</h2>
            {body && <Paragraphs text={body} />}
            {extra[id]}
            {items.length > 0 && (
              <ul className={styles.items}>
                {items.map((item) => (
                  <li key={item}>{t(`${key}.items.${item}`)}</li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </>
  )
}
