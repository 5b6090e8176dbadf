import * as React from 'react'
import { navigate } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { HeartIcon } from '../../../components/icons'
import { withModal } from '../../auth/hooks/use-modal'
import * as styles from './product-card.module.css'

interface FavouriteButtonProps {
  productName: string
  isFavourite?: boolean
  /** Signed-in shoppers toggle the favourite (wired with the favourites feature). */
  onToggle?: () => void
}

/** The heart on a card. Favourites need an account: without a toggle it opens the sign-in dialog. */
export function FavouriteButton({
  productName,
  isFavourite = false,
  onToggle,
}: FavouriteButtonProps) {
  const { t } = useTranslation()
  const label = t(isFavourite ? 'category:card.favouriteRemove' : 'category:card.favouriteAdd')
  const toggle = () => {
    if (onToggle) return onToggle()
    const { pathname, search } = window.location
    void navigate(withModal(pathname, search, 'sign-in'))
  }
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavourite}
      aria-label={`${label}: ${productName}`}
      onClick={toggle}
    >
      <HeartIcon fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  )
}
