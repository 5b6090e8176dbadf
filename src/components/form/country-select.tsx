import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { euCountries } from './countries'
import { SelectField } from './select-field'

const options = euCountries.map(({ code, name }) => ({ value: code, label: name }))

interface CountrySelectProps {
  label: string
  registration: UseFormRegisterReturn
  error?: string
}

/** The 27 EU countries by their local names; the value is the EU code (EL for Greece). */
export function CountrySelect({ label, registration, error }: CountrySelectProps) {
  return (
    <SelectField
      label={label}
      registration={registration}
      options={options}
      error={error}
      autoComplete="country"
    />
  )
}
