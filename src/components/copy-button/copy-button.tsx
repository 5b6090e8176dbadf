import * as React from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { Icon, type IconProps } from '../icons'
import type { CopyState } from './use-copy'
import * as styles from './copy-button.module.css'

interface Props {
  state: CopyState
  /** The button's name: the visible "Copy" and what it copies ("Copy the variable symbol"). */
  label: string
  onCopy: () => void
}

/** "Copy", and "Copied" for a moment once it has. */
export function CopyButton({ state, label, onCopy }: Props) {
  const { t } = useTranslation()
  const copied = state === 'copied'
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      data-state={state}
      onClick={onCopy}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-hidden="true">{t(copied ? 'common:copy.copied' : 'common:copy.copy')}</span>
    </button>
  )
}

/**
 * What the last copy did, read out by a screen reader: copied, or refused by the browser and the
 * value selected for copying by hand (that one is shown too).
 */
export function CopyStatus({ state, className }: { state: CopyState; className?: string }) {
  const { t } = useTranslation()
  return (
    <span role="status" className={state === 'refused' ? className : 'visually-hidden'}>
      {state === 'copied' && t('common:copy.done')}
      {state === 'refused' && t('common:copy.refused')}
    </span>
  )
}

const CopyIcon = (props: IconProps) => (
  <Icon width={18} height={18} {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h10" />
  </Icon>
)

const CheckIcon = (props: IconProps) => (
  <Icon width={18} height={18} {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
)
