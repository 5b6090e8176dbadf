import * as React from 'react'
import { TextField, type TextFieldProps } from './text-field'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** current-password lets the browser fill a saved one; new-password offers to generate one. */
  autoComplete: 'current-password' | 'new-password'
}

/** A labelled password input; the password manager's hint decides whether it fills or suggests. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" spellCheck={false} {...props} />
}
