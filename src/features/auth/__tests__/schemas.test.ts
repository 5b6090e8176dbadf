import {
  passwordForgottenSchema,
  passwordResetSchema,
  registrationSchema,
  signInSchema,
} from '../schemas'
import { failures } from '../../../testing/schema-failures'

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

  it('takes the name and the address on one line, without control characters, as the API does', async () => {
    expect(
      await failures(registrationSchema, {
        ...registration,
        name: 'Petr\n\nYour card was charged, see https://evil.example',
        street: 'Dlouhá\t12',
        city: 'Br\u2028no',
        zip: '602\u202e00',
      }),
    ).toEqual({
      name: 'common:form.single_line',
      street: 'common:form.single_line',
      city: 'common:form.single_line',
      zip: 'common:form.single_line',
    })
    // Surrounding white space is trimmed away, as the API trims it, so a trailing line break is fine.
    expect(await failures(registrationSchema, { ...registration, name: 'Petr Svoboda\n' })).toEqual(
      {},
    )
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
      await failures(passwordResetSchema, {
        password: 'dlouhe-heslo',
        password_confirmation: 'dlouhe-hesla',
      }),
    ).toEqual({ password_confirmation: 'common:form.password_match' })
  })

  it("holds a new password to the API's 8 to 128 characters, counted as characters", async () => {
    const twice = (password: string) => ({ password, password_confirmation: password })
    expect(await failures(passwordResetSchema, twice('kratke'))).toEqual({
      password: 'common:form.password_min',
    })
    expect(await failures(passwordResetSchema, twice('x'.repeat(129)))).toEqual({
      password: 'common:form.password_max',
    })
    expect(await failures(passwordResetSchema, twice('x'.repeat(128)))).toEqual({})
    // Four emoji are eight UTF-16 units but four characters.
    expect(await failures(passwordResetSchema, twice('🖼🖼🖼🖼'))).toEqual({
      password: 'common:form.password_min',
    })
    expect(await failures(registrationSchema, { ...registration, ...twice('kratke') })).toEqual({
      password: 'common:form.password_min',
    })
  })

  it('leaves the sign-in password as it is: a password set before the rule still signs in', async () => {
    expect(await failures(signInSchema, { username: 'jana@example.cz', password: 'x' })).toEqual({})
  })
})
