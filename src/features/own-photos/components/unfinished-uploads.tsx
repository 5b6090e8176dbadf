import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { formatDate } from '../../../lib/format-date'
import { formatFileSize } from '../file-size'
import type { UnfinishedUpload, UploadQueue } from '../upload-queue'
import * as styles from './own-photos.module.css'

interface UnfinishedUploadsProps {
  list: UploadQueue
  /** Changes whenever an upload of the page changes state: one continued is no longer unfinished. */
  version: string
}

/**
 * Uploads begun in an earlier visit (this browser remembers them) and not finished: picking the same
 * file again continues each where it stopped; one not wanted any more can be given up.
 */
export function UnfinishedUploads({ list, version }: UnfinishedUploadsProps) {
  const { t, language } = useI18next()
  const [unfinished, setUnfinished] = React.useState<UnfinishedUpload[]>([])
  const [tick, setTick] = React.useState(0)
  React.useEffect(() => {
    let current = true
    void list
      .unfinished()
      .then((found) => current && setUnfinished(found))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [list, version, tick])

  if (unfinished.length === 0) return null
  return (
    <section className={styles.unfinished} aria-labelledby="unfinished-uploads">
      <h2 id="unfinished-uploads" className={styles.sectionTitle}>
        {t('photos:unfinished.title')}
      </h2>
      <p className={styles.hint}>{t('photos:unfinished.text')}</p>
      <ul className={styles.unfinishedList}>
        {unfinished.map((upload) => (
          <li key={upload.storageKey} className={styles.unfinishedItem}>
            <span>
              <span className={styles.fileName}>{upload.fileName}</span>
              {' – '}
              {t('photos:unfinished.begun', {
                size: upload.size === null ? '' : formatFileSize(upload.size),
                date: formatDate(upload.createdAt, language, true),
              })}
            </span>
            <Button
              variant="ghost"
              aria-label={t('photos:unfinished.discardFile', { name: upload.fileName })}
              onClick={() => void list.forget(upload).finally(() => setTick((value) => value + 1))}
            >
              {t('photos:unfinished.discard')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
