import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { formatFileSize, percentSent } from '../file-size'
import type { OwnPhoto } from '../types'
import type { UploadEntry } from '../upload-queue'
import { UploadedPhoto } from './uploaded-photo'
import * as styles from './own-photos.module.css'

interface UploadRowProps {
  entry: UploadEntry
  /** The finished upload as the API lists it (its preview and pixels), once listed. */
  photo: OwnPhoto | undefined
  onCancel: () => void
  onRetry: () => void
}

/**
 * One picked file: its name and size, a progress bar with what it says in words, cancel, and, once
 * the API has it, the preview with its pixel size and the way to the configurator. A refusal shows
 * the API's own message beside the file.
 */
export function UploadRow({ entry, photo, onCancel, onRetry }: UploadRowProps) {
  const { t } = useTranslation()
  const id = React.useId()
  const done = entry.status === 'done'
  const percent = percentSent(entry.sent, entry.size, done)
  const failed = entry.status === 'failed'
  const status = {
    waiting: () => t('photos:status.waiting'),
    uploading: () =>
      t(entry.resumed ? 'photos:status.resumed' : 'photos:status.uploading', { percent }),
    paused: () => t('photos:status.paused'),
    failed: () => entry.message ?? t('photos:status.failed'),
    done: () => t('photos:status.done'),
  }[entry.status]
  return (
    <li className={styles.upload} data-testid="upload-row" data-status={entry.status}>
      <div className={styles.uploadHead}>
        <span className={styles.fileName}>{entry.fileName}</span>
        <span className={styles.fileSize}>{formatFileSize(entry.size)}</span>
      </div>
      {!done && (
        <div
          role="progressbar"
          aria-label={t('photos:progress', { name: entry.fileName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-describedby={`${id}-status`}
          className={styles.progress}
        >
          <span className={styles.progressDone} style={{ width: `${percent}%` }} />
        </div>
      )}
      <p
        id={`${id}-status`}
        className={failed ? styles.uploadError : styles.uploadStatus}
        role={failed ? 'alert' : undefined}
        aria-live={failed ? undefined : 'polite'}
      >
        {status()}
      </p>
      {done && entry.uploadId && <UploadedPhoto id={entry.uploadId} photo={photo} />}
      {!done && (
        <div className={styles.uploadActions}>
          {(failed || entry.status === 'paused') && entry.httpStatus !== 422 && (
            <Button variant="secondary" onClick={onRetry}>
              {t('photos:retry')}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={onCancel}
            aria-label={t('photos:cancelFile', { name: entry.fileName })}
          >
            {failed ? t('photos:remove') : t('photos:cancel')}
          </Button>
        </div>
      )}
    </li>
  )
}
