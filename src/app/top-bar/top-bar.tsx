import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { Link } from '../../components/link'
import { ShopMark } from '../../components/shop-mark'
import { paths } from '../../config/paths'
import { useShopFacts } from '../../lib/shop-facts'
import { LanguageSwitcher } from '../../features/language/components/language-switcher'
import { AccountButton } from '../../features/auth/components/account-button'
import { BasketButton } from '../../features/basket/components/basket-button'
import { FavouritesLink } from '../../features/favourites/components/favourites-link'
import { CategoryTabs, type CategoryTab } from './category-tabs'
import { SearchField } from './search-field'
import * as styles from '../../components/top-bar-slot/top-bar.module.css'

interface TopBarProps {
  /** Category tabs (FOTO, ILUSTRACE, AKCE) once the catalogue provides them. */
  tabs?: readonly CategoryTab[]
}

export function TopBar({ tabs = [] }: TopBarProps) {
  const { t } = useI18next()
  const shop = useShopFacts()

  return (
    <header className={styles.header} data-top-bar>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.logo}>
          <ShopMark />
          <span>{shop.name}</span>
          <span className="visually-hidden"> – {t('common:topbar.home')}</span>
        </Link>
        <div className={styles.searchSlot}>
          <SearchField />
        </div>
        <div className={styles.actions}>
          <LanguageSwitcher />
          <FavouritesLink />
          <BasketButton />
          <AccountButton />
        </div>
      </div>
      <div className="container">
        <CategoryTabs
          tabs={tabs}
          label={t('common:topbar.categories')}
          link={{ to: paths.ownPhotos, text: t('common:topbar.ownPhotos') }}
        />
      </div>
    </header>
  )
}
