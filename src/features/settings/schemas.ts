import * as yup from 'yup'
import { email, password } from '../../lib/forms/rules'

/** What confirms an account's deletion: its password, or its e-mail when it has no password. */
export type ConfirmWith = 'password' | 'email'

// The sign-in's password rule and the e-mail rule, so the messages are the same as there.

export const deletionSchemas = {
  password: yup.object({ confirmation: password() }),
  email: yup.object({ confirmation: email() }),
}

export type DeletionValues = yup.InferType<(typeof deletionSchemas)['password']>
