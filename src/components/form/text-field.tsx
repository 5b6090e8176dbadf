import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as styles from './form.module.css'

export interface TextFieldProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  keyof UseFormRegisterReturn
> {
  label: string
  registration: UseFormRegisterReturn
  /** The translated message shown under the field and announced with it. */
  error?: string
}

/** A labelled input whose error message is linked to it (aria-invalid, aria-describedby). */
export function TextField({ label, registration, error, type = 'text', ...rest }: TextFieldProps) {
  const id = React.useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
        {...registration}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
