import * as React from 'react'
import { useTranslation } from '../../language/translation'
import { PALETTE } from '../palette'
import * as styles from './filters.module.css'

interface ColourFilterProps {
  value: readonly string[]
  onChange: (value: string[]) => void
  /** At most this many colours at once; the others are disabled when reached. */
  max?: number
}

/**
 * The 40-colour palette as checkboxes, each a swatch named by its code, behind a disclosure so that
 * on a phone the pictures come first. It opens by itself when colours are already chosen.
 */
export function ColourFilter({ value, onChange, max }: ColourFilterProps) {
  const { t } = useTranslation()
  const full = max !== undefined && value.length >= max
  const toggle = (colour: string) =>
    onChange(value.includes(colour) ? value.filter((c) => c !== colour) : [...value, colour])
  const [open, setOpen] = React.useState(false)
  const anyChosen = value.length > 0
  React.useEffect(() => {
    if (anyChosen) setOpen(true)
  }, [anyChosen])
  const hint =
    max !== undefined ? t('category:filters.coloursChosen', { count: value.length, max }) : ''
  return (
    <details
      className={styles.disclosure}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
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
            return (
              <label key={colour} className={styles.swatch} title={`#${colour}`}>
                <input
                  type="checkbox"
                  className={styles.swatchInput}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => toggle(colour)}
                  aria-label={t('category:filters.colour', { hex: colour })}
                />
                <span className={styles.swatchColour} style={{ background: `#${colour}` }} />
              </label>
            )
          })}
        </div>
      </fieldset>
    </details>
  )
}
