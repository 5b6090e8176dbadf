import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { callingCodes } from './calling-codes'
import { numberKeysOnly } from './number-keys'
import * as styles from './form.module.css'

const options = callingCodes.map(({ country, code }) => ({
  value: code,
  label: `${country} ${code}`,
}))

interface PhoneInputProps {
  /** The group's visible label, e.g. "Telefon". */
  label: string
  callingCodeLabel: string
  numberLabel: string
  callingCode: UseFormRegisterReturn
  number: UseFormRegisterReturn
  error?: string
}

/** A calling-code select (European codes, +420 by default) beside the number itself. */
export function PhoneInput({
  label,
  callingCodeLabel,
  numberLabel,
  callingCode,
  number,
  error,
}: PhoneInputProps) {
  const id = React.useId()
  const errorId = `${id}-error`
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.phone}>
        <select
          className={styles.select}
          aria-label={callingCodeLabel}
          autoComplete="tel-country-code"
          {...callingCode}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={styles.input}
          aria-label={numberLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={numberKeysOnly}
          {...number}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
