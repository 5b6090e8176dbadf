import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as styles from './form.module.css'

interface SelectFieldProps {
  label: string
  registration: UseFormRegisterReturn
  options: readonly { value: string; label: string }[]
  error?: string
  autoComplete?: string
}

/** A labelled native select (the phone's own picker on small screens). */
export function SelectField({
  label,
  registration,
  options,
  error,
  autoComplete,
}: SelectFieldProps) {
  const id = React.useId()
  const errorId = `${id}-error`
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
        aria-describedby={error ? errorId : undefined}
        {...registration}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
