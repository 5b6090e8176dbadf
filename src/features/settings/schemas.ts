import * as yup from 'yup'
import { password } from '../../lib/forms/rules'

/**
 * What confirms an account's deletion: its password, or when it has none a new sign-in through
 * Google or Facebook (nothing typed).
 */
export type ConfirmWith = 'password' | 'social'

// The sign-in's password rule, so the messages are the same as there.

export const deletionSchemas = {
  password: yup.object({ confirmation: password() }),
  social: yup.object({ confirmation: yup.string().default('') }),
}

export type DeletionValues = yup.InferType<(typeof deletionSchemas)['password']>
