import * as React from 'react'
import type { Language } from '../../../config/languages'
import { useTypeset } from '../../../lib/i18n/translation'
import { useLoginScreen } from '../api/get-login-screen'
import * as styles from './auth-dialog.module.css'

interface LoginPanelProps {
  /** The login-screen content key (filter[modal]). */
  screen: string
  language: Language
  /** The registration panel lays its copy over the content's picture. */
  withImage?: boolean
}

/** A dialog's side panel: title, subtitle and highlighted points from the login-screen content. */
export function LoginPanel({ screen, language, withImage = false }: LoginPanelProps) {
  const { data } = useLoginScreen(screen, language)
  const typeset = useTypeset()
  // Until the content arrives (or if it never does) the panel keeps its place as plain colour.
  if (!data) return <div className={styles.panel} />
  const image = withImage ? (data.imageUrl ?? undefined) : undefined
  return (
    <aside
      className={image ? `${styles.panel} ${styles.withImage}` : styles.panel}
      style={
        image
          ? {
              backgroundImage: `linear-gradient(rgb(31 27 22 / 55%), rgb(31 27 22 / 70%)), url("${image}")`,
            }
          : undefined
      }
      data-testid="login-panel"
    >
      <p className={styles.panelTitle}>{typeset(data.title)}</p>
      {data.subtitle && <p className={styles.panelSubtitle}>{typeset(data.subtitle)}</p>}
      {data.highlightedPoints.length > 0 && (
        <ul className={styles.points}>
          {data.highlightedPoints.map((point) => (
            <li key={point}>{typeset(point)}</li>
          ))}
        </ul>
      )}
    </aside>
  )
}
