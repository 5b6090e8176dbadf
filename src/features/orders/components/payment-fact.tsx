import * as React from 'react'
import { CopyButton, CopyStatus } from '../../../components/copy-button/copy-button'
import { useCopy } from '../../../components/copy-button/use-copy'
import * as styles from './bank-transfer.module.css'

interface Props {
  label: string
  /** What the copy button puts on the clipboard (an IBAN without its spaces). */
  copyValue: string
  /** The copy button's name: "Copy the amount". */
  copyLabel: string
  /** The value as it is shown. */
  children: React.ReactNode
}

/**
 * One thing a shopper types into their banking app (amount, account, variable symbol), large, with
 * a button that copies it: a `<dt>`/`<dd>` group of a `<dl>`.
 */
export function PaymentFact({ label, copyValue, copyLabel, children }: Props) {
  const valueId = React.useId()
  const { state, copy } = useCopy(copyValue, valueId)
  return (
    <div className={styles.payFact}>
      <dt>{label}</dt>
      <dd id={valueId} className={styles.payValue} translate="no">
        {children}
      </dd>
      <dd className={styles.copy}>
        <CopyButton state={state} label={copyLabel} onCopy={() => void copy()} />
        <CopyStatus state={state} className={styles.refused} />
      </dd>
    </div>
  )
}
