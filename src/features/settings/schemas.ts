import * as yup from 'yup'
import { passwordForgottenSchema, signInSchema } from '../auth/schemas'

/** What confirms an account's deletion: its password, or its e-mail when it has no password. */
export type ConfirmWith = 'password' | 'email'

// The sign-in's password rule and the e-mail rule, so the messages are the same as there. yup types
// a field taken out of a schema as "rule or reference"; both are string rules.
const password = signInSchema.fields.password as yup.StringSchema<string>
const email = passwordForgottenSchema.fields.email as yup.StringSchema<string>

export const deletionSchemas = {
  password: yup.object({ confirmation: password }),
  email: yup.object({ confirmation: email }),
}

export type DeletionValues = yup.InferType<(typeof deletionSchemas)['password']>
