import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { openModal } from '../../auth'
import { useSession } from '../../../lib/session/session-provider'
import { loginKey } from '../../../lib/session/stored-keys'
import { CategoryHeader } from '../../../components/category-header/category-header'
import { FavouritesList } from './favourites-list'
import * as styles from '../../../components/image-listing/image-listing.module.css'

/**
 * /oblibene-produkty: the signed-in shopper's favourites. A visitor is told where favourites live and
 * gets the sign-in dialog from here (not sent away); once signed in, the list shows in place.
 */
export function FavouritesPage() {
  const { user, userStatus } = useSession()
  // Storage is read after mounting: until then (and while pre-rendering) the list's loading state.
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  const signedOut =
    mounted && !user && (userStatus === 'failed' || (userStatus === 'idle' && !loginKey.read()))
  return signedOut ? <SignedOutFavourites /> : <FavouritesList />
}

function SignedOutFavourites() {
  const { t } = useTranslation()
  return (
    <>
      <CategoryHeader title={t('favourites:title')} />
      <div className={styles.empty} data-testid="favourites-signed-out">
        <p className={styles.emptyTitle}>{t('favourites:signedOut')}</p>
        <p>
          <Button onClick={() => openModal('sign-in')}>{t('favourites:signIn')}</Button>
        </p>
      </div>
    </>
  )
}
