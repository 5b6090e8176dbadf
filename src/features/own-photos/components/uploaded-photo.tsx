import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import type { OwnPhoto } from '../types'
import { OwnPhotoPreview } from './own-photo-preview'
import * as styles from './own-photos.module.css'

/** A finished upload: its preview and pixel size, and the way to configure and order it. */
export function UploadedPhoto({ id, photo }: { id: string; photo: OwnPhoto | undefined }) {
  const { t } = useTranslation()
  return (
    <div className={styles.uploaded}>
      {photo ? (
        <OwnPhotoPreview photo={photo} width={160} />
      ) : (
        <div className={styles.previewSpace} />
      )}
      <div className={styles.uploadedText}>
        {photo && (
          <p className={styles.pixels}>
            {t('photos:pixels', { width: photo.width, height: photo.height })}
          </p>
        )}
        <Link to={paths.ownPhoto(id)} className={styles.configure}>
          {t('photos:configure')}
        </Link>
      </div>
    </div>
  )
}
