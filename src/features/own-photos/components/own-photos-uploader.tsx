import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { useSession } from '../../../lib/session/session-provider'
import { openModal } from '../../auth'
import { useOwnPhotos } from '../api/get-own-photos'
import { useUploads } from '../use-uploads'
import { PhotoPicker } from './photo-picker'
import { SignInPrompt } from './sign-in-prompt'
import { UnfinishedUploads } from './unfinished-uploads'
import { UploadRow } from './upload-row'
import * as styles from './own-photos.module.css'

/**
 * The upload page's working part: pick or drop photos, watch each go, cancel, continue an
 * interrupted one, and go on to the configurator. Files picked before signing in wait here and go
 * once the shopper has signed in through the dialog, which keeps this page.
 */
export function OwnPhotosUploader() {
  const { t, language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const { user, userStatus } = useSession()
  const signedIn = user !== null
  const { entries, list } = useUploads(lang, signedIn)
  const photos = useOwnPhotos(lang, signedIn)
  const finished = entries.filter((entry) => entry.status === 'done').length
  const { mutate } = photos
  React.useEffect(() => {
    // A finished upload's preview and pixel size come with the list.
    if (finished > 0) void mutate()
  }, [finished, mutate])

  if (!list) return null
  const waiting = entries.filter((entry) => entry.status === 'waiting').length
  const pick = (files: File[]) => {
    list.add(files, signedIn)
    if (!signedIn) openModal('sign-in')
  }
  const photoOf = (id: string | null) => photos.data?.photos.find((photo) => photo.id === id)

  return (
    <div className={styles.uploader}>
      {!signedIn && userStatus !== 'loading' && <SignInPrompt waiting={waiting} />}
      <PhotoPicker onPick={pick} />
      <p className={styles.hint}>{t('photos:resumeNote')}</p>
      {signedIn && (
        <UnfinishedUploads
          list={list}
          version={entries.map((entry) => `${entry.status}:${entry.uploadId}`).join()}
        />
      )}
      {entries.length > 0 && (
        <section aria-labelledby="own-photos-uploads">
          <h2 id="own-photos-uploads" className={styles.sectionTitle}>
            {t('photos:list.title')}
          </h2>
          <ul className={styles.uploads}>
            {entries.map((entry) => (
              <UploadRow
                key={entry.key}
                entry={entry}
                photo={photoOf(entry.uploadId)}
                onCancel={() => void list.cancel(entry.key)}
                onRetry={() => list.retry(entry.key)}
              />
            ))}
          </ul>
        </section>
      )}
      {signedIn && (
        <p>
          <Link to={`${paths.profile}#my-photos`}>{t('photos:toMyPhotos')}</Link>
        </p>
      )}
    </div>
  )
}
