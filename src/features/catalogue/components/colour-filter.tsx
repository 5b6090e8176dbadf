import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import type { ColourCounts } from '../api/get-colour-counts'
import { PALETTE } from '@print-shop/shop-domain/palette'
import * as styles from './filters.module.css'

export interface ColourFilterProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  /** At most this many colours at once; the others are disabled when reached. */
  max?: number
  /** Per colour, the pictures left with it chosen too; a colour with none cannot be chosen. */
  counts?: ColourCounts
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The 40-colour palette as checkboxes, each a named swatch with the number of pictures it leaves,
 * behind a disclosure so that on a phone the pictures come first. It opens by itself when colours
 * are already chosen.
 */
export function ColourFilter({
  value,
  onChange,
  max,
  counts,
  open,
  onOpenChange,
}: ColourFilterProps) {
  const { t } = useTranslation()
  const full = max !== undefined && value.length >= max
  const toggle = (colour: string) =>
    onChange(value.includes(colour) ? value.filter((c) => c !== colour) : [...value, colour])
  const anyChosen = value.length > 0
  React.useEffect(() => {
    if (anyChosen) onOpenChange(true)
  }, [anyChosen, onOpenChange])
  const hint =
    max !== undefined ? t('category:filters.coloursChosen', { count: value.length, max }) : ''
  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <span className={styles.legend}>{t('category:filters.colours')}</span>
        <span className={styles.hint}>{hint}</span>
      </summary>
      <fieldset className={styles.group}>
        <legend className="visually-hidden">
          {t('category:filters.colours')}
          {hint && `, ${hint}`}
        </legend>
        <div className={styles.swatches}>
          {PALETTE.map((colour) => {
            const checked = value.includes(colour)
            const name = t(`category:colourNames.${colour}`)
            const count = counts ? (counts[colour] ?? 0) : undefined
            return (
              <label key={colour} className={styles.swatch} title={name}>
                <input
                  type="checkbox"
                  className={styles.swatchInput}
                  checked={checked}
                  disabled={!checked && (full || count === 0)}
                  onChange={() => toggle(colour)}
                  aria-label={
                    count === undefined
                      ? name
                      : t('category:filters.colourCounted', { name, count })
                  }
                />
                <span className={styles.swatchColour} style={{ background: `#${colour}` }} />
                <span className={styles.swatchCount} aria-hidden="true">
                  {count}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
    </details>
  )
}
