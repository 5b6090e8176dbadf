import * as React from 'react'
import { Link } from '../../components/link'
import { Prerendered } from '../../components/prerendered/prerendered'
import { paths } from '../../config/paths'
import { useDismiss } from '../../hooks/use-dismiss'
import { ChevronDownIcon } from '../../components/icons'
import { useTranslation, useTypeset } from '../../lib/i18n/translation'
import * as styles from './category-tabs.module.css'

export interface TabCategory {
  id: string
  slug: string
  /** May contain literal line-break markers ("\n" or "<br>") from the API. */
  shortName: string
}

export interface CategoryTab {
  /** FOTO, ILUSTRACE or AKCE. */
  name: string
  categories: readonly TabCategory[]
}

/** Splits a name on its line-break markers so each part renders on its own line without HTML. */
export function nameLines(name: string): string[] {
  return name
    .split(/\\n|\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean)
}

const TAB_ORDER = ['AKCE', 'FOTO', 'ILUSTRACE']

/**
 * The category tabs of the top bar. Each opens a dropdown of its categories on hover, click or
 * keyboard; a tab without categories (AKCE out of season) is not shown. A tab is labelled with its
 * group's name in the page's language (`common:categoryGroups`), in capitals by CSS; a group the texts
 * do not know yet (an owner's new one) shows its own name.
 */
export function CategoryTabs({
  tabs,
  label,
  link,
}: {
  tabs: readonly CategoryTab[]
  label: string
  /** A page of its own after the tabs: "Your own photos". */
  link?: { to: string; text: string }
}) {
  const { t, i18n } = useTranslation()
  const typeset = useTypeset()
  const groupName = (name: string) =>
    i18n.exists(`common:categoryGroups.${name}`) ? t(`common:categoryGroups.${name}`) : name
  const [open, setOpen] = React.useState<string | null>(null)
  const navRef = React.useRef<HTMLElement>(null)
  /** A mouse click lands after the hover that opened the tab: it must not close it again. */
  const openedByHover = React.useRef(false)
  const visible = tabs
    .filter((tab) => tab.categories.length > 0)
    .sort((a, b) => TAB_ORDER.indexOf(a.name) - TAB_ORDER.indexOf(b.name))

  useDismiss(
    navRef,
    open !== null,
    () => setOpen(null),
    () => (open ? document.getElementById(`tab-${open}`) : null),
  )

  if (visible.length === 0 && !link) return null

  return (
    <nav ref={navRef} aria-label={label} className={styles.tabs}>
      <ul className={styles.list}>
        {visible.map((tab) => {
          const isOpen = open === tab.name
          return (
            // Hover is a shortcut for mouse users; the tab's button is the accessible control.
            <li
              key={tab.name}
              className={styles.tab}
              onMouseEnter={() => {
                openedByHover.current = true
                setOpen(tab.name)
              }}
              onMouseLeave={() => {
                openedByHover.current = false
                setOpen(null)
              }}
            >
              <button
                id={`tab-${tab.name}`}
                type="button"
                className={styles.tabButton}
                aria-expanded={isOpen}
                aria-controls={`tab-panel-${tab.name}`}
                onClick={() => {
                  const keepOpen = isOpen && openedByHover.current
                  openedByHover.current = false
                  if (!keepOpen) setOpen(isOpen ? null : tab.name)
                }}
              >
                {groupName(tab.name)}
                <ChevronDownIcon />
              </button>
              {/* The dropdown's links keep the server's HTML on a first visit: they never
                  change, and every page hydrated them while they were hidden. A link clicked
                  closes the dropdown and goes by the router (Prerendered). Another language is
                  another list. */}
              <Prerendered
                key={i18n.language}
                as="ul"
                id={`tab-panel-${tab.name}`}
                aria-label={groupName(tab.name)}
                className={styles.dropdown}
                hidden={!isOpen}
                onClick={() => setOpen(null)}
              >
                {tab.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={paths.category(category.slug)} className={styles.link}>
                      {nameLines(category.shortName).map((line, index) => (
                        <React.Fragment key={index}>
                          {index > 0 && <br />}
                          {typeset(line)}
                        </React.Fragment>
                      ))}
                    </Link>
                  </li>
                ))}
              </Prerendered>
            </li>
          )
        })}
        {link && (
          <li className={styles.tab}>
            <Link to={link.to} className={styles.tabButton}>
              {link.text}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
