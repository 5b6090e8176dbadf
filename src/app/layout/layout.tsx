import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { ConsentHost } from '../../features/analytics/components/consent-host'
import { AuthDialogHost } from '../../features/auth/components/auth-dialog-host'
import { FlashMessage } from '../../features/auth/components/flash-message'
import { FavouritesProvider } from '../../features/favourites/components/favourites-provider'
import { useLanguageChoice } from '../../features/language/use-language-choice'
import { Footer } from '../footer/footer'
import { TopBar } from '../top-bar/top-bar'
import { useCategoryTabs } from '../top-bar/use-category-tabs'
import { useQueryNoindex } from './use-query-noindex'
import * as styles from './layout.module.css'

interface LayoutProps {
  children: React.ReactNode
  /** The help block above the footer shows on every page except home and the site map. */
  helpBlock?: boolean
  /**
   * The content is the shopper's own, fetched after the page loads (basket, search results, profile):
   * the main area fills the screen, so the footer starts below it and nothing moves when it arrives.
   */
  clientContent?: boolean
}

export function Layout({ children, helpBlock = true, clientContent = false }: LayoutProps) {
  const { t, language, originalPath } = useI18next()
  useLanguageChoice(language, originalPath)
  useQueryNoindex()
  const tabs = useCategoryTabs(language)

  return (
    <FavouritesProvider>
      <div className={styles.page}>
        <a className={styles.skipLink} href="#main">
          {t('common:layout.skipToContent')}
        </a>
        <TopBar tabs={tabs} />
        <main
          id="main"
          tabIndex={-1}
          className={clientContent ? `${styles.main} ${styles.fillsScreen}` : styles.main}
        >
          {children}
        </main>
        <Footer helpBlock={helpBlock} />
        <AuthDialogHost />
        <FlashMessage />
        <ConsentHost />
      </div>
    </FavouritesProvider>
  )
}
