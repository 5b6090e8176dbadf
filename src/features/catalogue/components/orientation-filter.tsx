import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { ORIENTATIONS, type Orientation } from '../types'
import * as styles from './filters.module.css'

interface OrientationFilterProps {
  value: Orientation | null
  onChange: (value: Orientation | null) => void
}

/** Radio buttons: any orientation, or one of horizontal, portrait, square and panorama. */
export function OrientationFilter({ value, onChange }: OrientationFilterProps) {
  const { t } = useTranslation()
  const options: Array<{ value: Orientation | null; label: string }> = [
    { value: null, label: t('category:filters.anyOrientation') },
    ...ORIENTATIONS.map((orientation) => ({
      value: orientation,
      label: t(`category:filters.orientations.${orientation}`),
    })),
  ]
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('category:filters.orientation')}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value ?? 'any'} className={styles.option}>
            <input
              type="radio"
              name="orientation"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
