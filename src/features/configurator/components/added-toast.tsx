import * as React from 'react'
import { navigate } from 'gatsby'
import * as styles from './added-toast.module.css'

interface Props {
  text: string
  /** The basket page in the page's language. */
  basketPath: string
  linkText: string
}

/**
 * "Mountains is in your basket. Go to the basket": the toast after adding a print. The toast is drawn
 * outside the page's providers, so the link is a plain anchor that moves inside the shop.
 */
export function AddedToast({ text, basketPath, linkText }: Props) {
  return (
    <span>
      {text}{' '}
      <a
        href={basketPath}
        className={styles.toastLink}
        onClick={(event) => {
          event.preventDefault()
          void navigate(basketPath)
        }}
      >
        {linkText}
      </a>
    </span>
  )
}
