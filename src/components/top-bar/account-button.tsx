import * as React from 'react'
import { navigate } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { UserIcon } from '../icons'
import * as styles from './top-bar.module.css'

/** Dialogs open from the `modal` query parameter; the sign-in dialog mounts on it. */
export function openModalHref(pathname: string, search: string, modal: string): string {
  const params = new URLSearchParams(search)
  params.set('modal', modal)
  return `${pathname}?${params.toString()}`
}

/** Logged out: opens the sign-in dialog on the current page. */
export function AccountButton() {
  const { t } = useTranslation()
  const open = () => {
    const { pathname, search } = window.location
    void navigate(openModalHref(pathname, search, 'sign-in'))
  }

  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-haspopup="dialog"
      onClick={open}
      data-testid="account-button"
    >
      <UserIcon />
      <span className="visually-hidden">{t('common:topbar.signIn')}</span>
    </button>
  )
}
