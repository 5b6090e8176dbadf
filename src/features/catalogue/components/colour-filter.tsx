import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { useBrowserLayoutEffect } from '../../../hooks/use-browser-layout-effect'
import type { ColourCounts } from '../api/get-colour-counts'
import { PALETTE } from '@print-shop/shop-domain/palette'
import * as styles from './filters.module.css'

/** A swatch's name, centred over it, moved in from the screen's edge where it would reach past it. */
function keepOnScreen(name: HTMLElement | null) {
  if (!name) return
  const box = name.getBoundingClientRect()
  const edge = 8
  const past = Math.max(0, edge - box.left) - Math.max(0, box.right - (window.innerWidth - edge))
  if (past !== 0) name.style.translate = `${past}px`
}

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
 * are already chosen. Once the counts are known, a colour that would leave no picture is not offered
 * at all (a chosen one stays, to be unchosen). A swatch shows its name while pointed at or focused:
 * a colour is not always what its shade suggests, and a title only shows to a resting mouse.
 *
 * The swatches are there while the disclosure is open: folded, they are neither in the page's HTML
 * nor hydrated (160 of a category page's 700 parts React hydrated on a first visit, all hidden). A
 * disclosure opened before the page's scripts ran gets them as soon as they run.
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
  const disclosure = React.useRef<HTMLDetailsElement>(null)
  const [named, setNamed] = React.useState<string | null>(null)
  const full = max !== undefined && value.length >= max
  const toggle = (colour: string) =>
    onChange(value.includes(colour) ? value.filter((c) => c !== colour) : [...value, colour])
  const anyChosen = value.length > 0
  React.useEffect(() => {
    if (anyChosen) onOpenChange(true)
  }, [anyChosen, onOpenChange])
  // The summary is the browser's own: a shopper may have opened it before hydration.
  useBrowserLayoutEffect(() => {
    if (disclosure.current?.open) onOpenChange(true)
  }, [onOpenChange])
  const hint =
    max !== undefined ? t('category:filters.coloursChosen', { count: value.length, max }) : ''
  return (
    <details
      ref={disclosure}
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
          {open &&
            PALETTE.map((colour) => {
              const checked = value.includes(colour)
              const name = t(`category:colourNames.${colour}`)
              const count = counts ? (counts[colour] ?? 0) : undefined
              if (count === 0 && !checked) return null
              return (
                <label
                  key={colour}
                  className={styles.swatch}
                  onMouseEnter={() => setNamed(colour)}
                  onMouseLeave={() => setNamed((shown) => (shown === colour ? null : shown))}
                >
                  <input
                    type="checkbox"
                    className={styles.swatchInput}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(colour)}
                    onFocus={() => setNamed(colour)}
                    onBlur={() => setNamed((shown) => (shown === colour ? null : shown))}
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
                  {/* The checkbox is named already: this is the same name, for the eyes. */}
                  {named === colour && (
                    <span
                      ref={keepOnScreen}
                      className={styles.swatchName}
                      aria-hidden="true"
                      data-testid="colour-name"
                    >
                      {name}
                    </span>
                  )}
                </label>
              )
            })}
        </div>
      </fieldset>
    </details>
  )
}
