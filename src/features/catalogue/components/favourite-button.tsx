import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { HeartIcon } from '../../../components/icons'
import { useFavouriteToggle } from '../../favourites'
import * as styles from './image-card.module.css'

interface FavouriteButtonProps {
  imageId: string
  imageName: string
}

/**
 * The heart on a card and on the product page. It changes at once and the favourites feature tells
 * the API; a visitor is asked to sign in. Pre-rendered hearts are empty until the list has loaded.
 */
export function FavouriteButton({ imageId, imageName }: FavouriteButtonProps) {
  const { t } = useTranslation()
  const { isFavourite, toggle } = useFavouriteToggle(imageId)
  const label = t(isFavourite ? 'category:card.favouriteRemove' : 'category:card.favouriteAdd')
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavourite}
      aria-label={`${label}: ${imageName}`}
      onClick={toggle}
    >
      <HeartIcon fill={isFavourite ? 'currentColor' : 'none'} />
    </button>
  )
}
