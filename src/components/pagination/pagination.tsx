import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import * as styles from './pagination.module.css'

interface PaginationProps {
  page: number
  lastPage: number
  /** The address of a page (its query string on the current path). */
  href: (page: number) => string
  onChange: (page: number) => void
}

/** Page numbers around the current one, plus the first and the last: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, lastPage: number, around = 2): Array<number | 'gap'> {
  const pages = new Set([1, lastPage])
  for (let candidate = page - around; candidate <= page + around; candidate++)
    if (candidate >= 1 && candidate <= lastPage) pages.add(candidate)
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((value, index) =>
    index > 0 && value - sorted[index - 1]! > 1 ? (['gap', value] as const) : [value],
  )
}

/** Real links (they work without JavaScript too); a click changes the page in place. */
export function Pagination({ page, lastPage, href, onChange }: PaginationProps) {
  const { t } = useTranslation()
  if (lastPage <= 1) return null
  const link = (target: number, label: React.ReactNode, extra: Record<string, string> = {}) => (
    <a
      href={href(target)}
      className={styles.link}
      onClick={(event) => {
        event.preventDefault()
        onChange(target)
      }}
      {...extra}
    >
      {label}
    </a>
  )
  return (
    <nav aria-label={t('category:pagination.label')} className={styles.pagination}>
      <p className="visually-hidden" aria-live="polite">
        {t('category:pagination.status', { page, last: lastPage })}
      </p>
      <ul className={styles.list}>
        {page > 1 && <li>{link(page - 1, t('category:pagination.previous'), { rel: 'prev' })}</li>}
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={styles.current} aria-current="page">
                  <span className="visually-hidden">
                    {t('category:pagination.page', { page: item })}
                  </span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                link(
                  item,
                  <>
                    <span className="visually-hidden">
                      {t('category:pagination.page', { page: item })}
                    </span>
                    <span aria-hidden="true">{item}</span>
                  </>,
                )
              )}
            </li>
          ),
        )}
        {page < lastPage && (
          <li>{link(page + 1, t('category:pagination.next'), { rel: 'next' })}</li>
        )}
      </ul>
    </nav>
  )
}
