import { ACCOUNT_TOAST, notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { ApiError } from '../../../lib/api-client'
import { openModal } from '../../auth'
import { useFavourites } from './use-favourites'

/**
 * The heart of one product: whether it is a favourite, and the toggle with its toasts. A visitor gets
 * the sign-in dialog, and the heart is saved once they have signed in from it.
 */
export function useFavouriteToggle(imageId: string) {
  const { t } = useTranslation()
  const { isFavourite, toggle } = useFavourites()

  const onToggle = async () => {
    try {
      const result = await toggle(imageId)
      if (result === 'added') notify.success(t('common:favourites.added'))
      if (result === 'removed') notify.success(t('common:favourites.removed'))
      if (result === 'anonymous') {
        // Not an error: the heart waits for the sign-in (FavouritesProvider saves it then).
        notify.info(t('common:favourites.signInToSave'), { id: ACCOUNT_TOAST })
        openModal('sign-in')
      }
    } catch (error) {
      // The session ended meanwhile: the same advice as for a visitor.
      if (error instanceof ApiError && error.status === 401) {
        notify.error(t('common:general.login_first'))
        openModal('sign-in')
        return
      }
      notify.error(t('common:favourites.failed'))
    }
  }

  return { isFavourite: isFavourite(imageId), toggle: () => void onToggle() }
}
