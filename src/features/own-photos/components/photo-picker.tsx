import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { ACCEPTED_FILES } from '../accepted-files'
import * as styles from './own-photos.module.css'

interface PhotoPickerProps {
  onPick: (files: File[]) => void
}

/**
 * Where photos are picked (a file field, keyboard and screen reader as usual) or dropped from the
 * computer. The field is cleared after each pick, so the same file can be picked again to continue
 * an interrupted upload.
 */
export function PhotoPicker({ onPick }: PhotoPickerProps) {
  const { t } = useTranslation()
  const id = React.useId()
  const [dragging, setDragging] = React.useState(false)
  const pick = (files: FileList | null) => {
    if (files && files.length > 0) onPick([...files])
  }
  return (
    <div
      className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
      data-testid="photo-drop-zone"
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        pick(event.dataTransfer.files)
      }}
    >
      <label htmlFor={id} className={styles.pickButton}>
        {t('photos:picker.label')}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          pick(event.currentTarget.files)
          event.currentTarget.value = ''
        }}
      />
      <p className={styles.dropText} aria-hidden="true">
        {t('photos:picker.drop')}
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('photos:picker.hint')}
      </p>
    </div>
  )
}
