import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { Button } from '../../../components/button/button'
import { paths } from '../../../config/paths'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { ApiError } from '../../../lib/api-client'
import { useOwnPhoto, type LayoutReader, type OwnPhotoDetail } from '../api/get-own-photo'
import { formatFileSize } from '../file-size'
import { OwnPhotoPreview } from './own-photo-preview'
import * as styles from './own-photos.module.css'

interface OwnPhotoStageProps<Layout> {
  id: string
  /** Reads the layouts the API includes, as it does for a catalogue picture. */
  readLayouts: LayoutReader<Layout>
  /** The configurator for the upload, given by the page that composes the two features. */
  children: (detail: OwnPhotoDetail<Layout>) => React.ReactNode
}

/**
 * One of the shopper's photos beside the configurator: its preview, file name and pixels. Another
 * account's photo, or one deleted meanwhile, is "not found" (the API answers 404 for both).
 */
export function OwnPhotoStage<Layout>({ id, readLayouts, children }: OwnPhotoStageProps<Layout>) {
  const { t, language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const { data, error, isValidating, mutate } = useOwnPhoto(id, lang, readLayouts)

  if (error instanceof ApiError && error.status === 404)
    return (
      <div className={styles.notFound} role="alert">
        <p>{t('photos:detail.notFound')}</p>
        <Link to={paths.ownPhotos}>{t('photos:detail.back')}</Link>
      </div>
    )
  if (error)
    return (
      <div className={styles.loadFailed} role="alert">
        <p>{t('photos:detail.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
          {t('photos:retry')}
        </Button>
      </div>
    )
  if (!data)
    return (
      <p className={styles.hint} role="status" aria-busy="true">
        {t('photos:detail.loading')}
      </p>
    )
  const { photo } = data
  return (
    <div className={styles.stage}>
      <figure className={styles.stagePicture}>
        <OwnPhotoPreview photo={photo} width={640} />
        <figcaption className={styles.hint}>
          <span className={styles.fileName}>{photo.fileName}</span>
          {' – '}
          {t('photos:pixels', { width: photo.width, height: photo.height })},{' '}
          {formatFileSize(photo.sizeBytes)}
        </figcaption>
      </figure>
      <div className={styles.stageConfigurator}>{children(data)}</div>
    </div>
  )
}
