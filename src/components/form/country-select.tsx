import * as React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { euCountries } from './countries'
import { SelectField } from './select-field'

const options = euCountries.map(({ code, name }) => ({ value: code, label: name }))

interface CountrySelectProps {
  label: string
  registration?: UseFormRegisterReturn
  value?: string
  onChange?: (country: string) => void
  error?: React.ReactNode
  hint?: string
  autoComplete?: string
}

/** The 27 EU countries by their local names; the value is the EU code (EL for Greece). */
export function CountrySelect({ autoComplete = 'country', ...props }: CountrySelectProps) {
  return <SelectField {...props} options={options} autoComplete={autoComplete} />
}
