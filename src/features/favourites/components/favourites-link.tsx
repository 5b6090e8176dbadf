import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { HeartIcon } from '../../../components/icons'
import { Link } from '../../../components/link'
import { Badge } from '../../../components/top-bar-slot/badge'
import { paths } from '../../../config/paths'
import { useFavouriteCount } from '../hooks/use-favourites'
import * as styles from '../../../components/top-bar-slot/top-bar.module.css'

/** The top bar's heart: a link to the favourites with their count (none until the list is known). */
export function FavouritesLink() {
  const { t } = useTranslation()
  const count = useFavouriteCount()
  return (
    <Link to={paths.favourites} className={styles.iconButton}>
      <HeartIcon />
      <span className="visually-hidden">{t('common:topbar.favourites', { count })}</span>
      <Badge count={count} />
    </Link>
  )
}
