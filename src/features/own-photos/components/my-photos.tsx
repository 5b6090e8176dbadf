import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { Button } from '../../../components/button/button'
import { paths } from '../../../config/paths'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { formatDate } from '../../../lib/format-date'
import { useOwnPhotos } from '../api/get-own-photos'
import { formatFileSize } from '../file-size'
import type { OwnPhoto } from '../types'
import { DeleteOwnPhotoDialog } from './delete-own-photo-dialog'
import { OwnPhotoPreview } from './own-photo-preview'
import * as styles from './own-photos.module.css'

/**
 * "My photos" in the profile: the shopper's uploads with their pixel size, how long each is kept
 * (not ordered: deleted after the API's keep_days; ordered: kept for production and complaints),
 * the way to order each, and delete after a confirmation.
 */
export function MyPhotos() {
  const { t, language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const { data, error, isValidating, mutate } = useOwnPhotos(lang, true)
  const [deleting, setDeleting] = React.useState<OwnPhoto | null>(null)

  const removed = (id: string) =>
    void mutate(
      (list) => list && { ...list, photos: list.photos.filter((photo) => photo.id !== id) },
      { revalidate: false },
    )

  return (
    <section
      id="my-photos"
      className={styles.myPhotos}
      aria-labelledby="my-photos-title"
      data-testid="my-photos"
    >
      <div className={styles.myPhotosHead}>
        <h2 id="my-photos-title">{t('profile:photos.title')}</h2>
        <Link to={paths.ownPhotos}>{t('profile:photos.upload')}</Link>
      </div>
      {data && (
        <p className={styles.hint}>{t('profile:photos.retention', { count: data.keepDays })}</p>
      )}
      {data ? (
        data.photos.length === 0 ? (
          <p>{t('profile:photos.empty')}</p>
        ) : (
          <ul className={styles.photoList}>
            {data.photos.map((photo) => (
              <li key={photo.id} className={styles.photoItem} data-testid="my-photo">
                <OwnPhotoPreview photo={photo} width={120} />
                <div className={styles.photoText}>
                  <h3 className={styles.fileName}>{photo.fileName}</h3>
                  <p className={styles.hint}>
                    {t('profile:photos.pixels', { width: photo.width, height: photo.height })},{' '}
                    {formatFileSize(photo.sizeBytes)}
                  </p>
                  <p className={photo.ordered ? styles.kept : styles.hint}>
                    {photo.ordered || !photo.expiresAt
                      ? t('profile:photos.kept')
                      : t('profile:photos.expires', { date: formatDate(photo.expiresAt, lang) })}
                  </p>
                  <div className={styles.photoActions}>
                    <Link to={paths.ownPhoto(photo.id)}>{t('profile:photos.configure')}</Link>
                    {!photo.ordered && (
                      <Button
                        variant="ghost"
                        onClick={() => setDeleting(photo)}
                        aria-label={t('profile:photos.deleteFile', { name: photo.fileName })}
                      >
                        {t('profile:photos.delete')}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : error ? (
        <div role="alert" className={styles.loadFailed}>
          <p>{t('profile:photos.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
            {t('profile:photos.retry')}
          </Button>
        </div>
      ) : (
        <p className={styles.hint} role="status" aria-busy="true">
          {t('profile:photos.loading')}
        </p>
      )}
      {deleting && (
        <DeleteOwnPhotoDialog
          photo={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={removed}
        />
      )}
    </section>
  )
}
