import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as styles from './form.module.css'

interface SelectFieldProps {
  label: string
  /** A react-hook-form field; or `value` and `onChange` for a select the component holds itself. */
  registration?: UseFormRegisterReturn
  value?: string
  onChange?: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** What is wrong with the choice: a message, or one with a link to where it is put right. */
  error?: React.ReactNode
  /** A sentence under the field that says what the choice changes. */
  hint?: string
  autoComplete?: string
}

/** A labelled native select (the phone's own picker on small screens). */
export function SelectField({
  label,
  registration,
  value,
  onChange,
  options,
  error,
  hint,
  autoComplete,
}: SelectFieldProps) {
  const id = React.useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ')
  const controlled = registration
    ? {}
    : {
        value,
        onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value),
      }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...controlled}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
