import {
  passwordForgottenSchema,
  passwordResetSchema,
  registrationSchema,
  signInSchema,
} from '../schemas'

/** The message keys of every failing field (first failure per field, as the form shows them). */
async function failures(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: object,
) {
  try {
    await schema.validate(value, { abortEarly: false })
    return {}
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner
    const result: Record<string, string> = {}
    for (const { path, message } of inner) result[path] ??= message
    return result
  }
}

const registration = {
  email: 'petr@example.cz',
  name: 'Petr',
  password: 'dlouhe-heslo',
  password_confirmation: 'dlouhe-heslo',
  street: 'Dlouhá 12',
  city: 'Brno',
  zip: '60200',
  calling_code: '+420',
  phone_number: '12345',
  country: 'CZ',
}

describe('sign-in schema', () => {
  it('needs a valid e-mail and a password', async () => {
    expect(await failures(signInSchema, { username: '', password: '' })).toEqual({
      username: 'common:form.required_field',
      password: 'common:form.required_field',
    })
    expect(await failures(signInSchema, { username: 'jana', password: 'x' })).toEqual({
      username: 'common:form.invalid_email',
    })
    expect(await failures(signInSchema, { username: 'jana@example.cz', password: 'x' })).toEqual({})
  })
})

describe('registration schema', () => {
  it('accepts a complete form', async () => {
    expect(await failures(registrationSchema, registration)).toEqual({})
  })

  it('needs every field', async () => {
    const empty = Object.fromEntries(Object.keys(registration).map((key) => [key, '']))
    expect(await failures(registrationSchema, empty)).toEqual(
      Object.fromEntries(
        Object.keys(registration).map((key) => [key, 'common:form.required_field']),
      ),
    )
  })

  it('checks the e-mail, the confirmation and the phone length', async () => {
    expect(
      await failures(registrationSchema, {
        ...registration,
        email: 'petr@',
        password_confirmation: 'jine-heslo',
        phone_number: '1234',
      }),
    ).toEqual({
      email: 'common:form.invalid_email',
      password_confirmation: 'common:form.password_match',
      phone_number: 'common:form.phone_too_short',
    })
  })
})

describe('password-forgotten schema', () => {
  it('needs a valid e-mail', async () => {
    expect(await failures(passwordForgottenSchema, { email: '' })).toEqual({
      email: 'common:form.required_field',
    })
    expect(await failures(passwordForgottenSchema, { email: 'x@' })).toEqual({
      email: 'common:form.invalid_email',
    })
  })
})

describe('password-reset schema', () => {
  it('needs a password and the same again', async () => {
    expect(
      await failures(passwordResetSchema, { password: '', password_confirmation: '' }),
    ).toEqual({
      password: 'common:form.required_field',
      password_confirmation: 'common:form.required_field',
    })
    expect(
      await failures(passwordResetSchema, { password: 'abc', password_confirmation: 'abd' }),
    ).toEqual({ password_confirmation: 'common:form.password_match' })
  })
})
