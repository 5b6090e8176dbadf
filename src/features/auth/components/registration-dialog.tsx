import * as React from 'react'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { ACCOUNT_TOAST, notify } from '../../../components/toaster/notify'
import { Trans, useTranslation } from '../../../lib/i18n/translation'
import { Button } from '../../../components/button/button'
import { Dialog } from '../../../components/dialog/dialog'
import { DEFAULT_CALLING_CODE, fullPhoneNumber } from '../../../components/form/calling-codes'
import { CountrySelect } from '../../../components/form/country-select'
import { defaultCountry } from '../../../components/form/countries'
import { PasswordField } from '../../../components/form/password-field'
import { PhoneInput } from '../../../components/form/phone-input'
import { TextField } from '../../../components/form/text-field'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { loginScreenKeys } from '../api/get-login-screen'
import { register as registerAccount } from '../api/register'
import { useDialogLanguage } from '../hooks/use-dialog-language'
import { registrationSchema, type RegistrationValues } from '../schemas'
import { useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import type { AuthDialogsProps } from '../modals'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { LoginPanel } from './login-panel'
import { ModalLink } from './modal-link'
import { SocialSignIn, hasSocialSignIn } from './social-sign-in'
import type { SocialCredential } from '../api/social-login'
import { pendingLink } from '../pending-link'
import * as styles from './auth-dialog.module.css'

type Props = Pick<AuthDialogsProps, 'open' | 'close'>

/** The API's field names on the form's fields (the phone's calling code is part of the number). */
const serverFields = {
  email: 'email',
  name: 'name',
  password: 'password',
  password_confirmation: 'password_confirmation',
  phone_number: 'phone_number',
  street: 'street',
  city: 'city',
  zip: 'zip',
  country: 'country',
} as const

export function RegistrationDialog({ open, close }: Props) {
  const { t } = useTranslation()
  const language = useDialogLanguage()
  const { signedIn } = useSession()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: yupResolver(registrationSchema),
    defaultValues: {
      email: '',
      name: '',
      password: '',
      password_confirmation: '',
      street: '',
      city: '',
      zip: '',
      calling_code: DEFAULT_CALLING_CODE,
      phone_number: '',
      country: defaultCountry(language),
    },
  })

  const done = (user: User) => {
    signedIn(user)
    notify.success(t('common:alerts.success.registration'), { id: ACCOUNT_TOAST })
    close()
  }

  // The address has an account already: signing in to it once links the provider.
  const linkOnSignIn = (credential: SocialCredential) => {
    pendingLink.set(credential)
    open('sign-in')
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const account = {
        email: values.email,
        password: values.password,
        passwordConfirmation: values.password_confirmation,
        name: values.name,
        phoneNumber: fullPhoneNumber(values.calling_code, values.phone_number),
        street: values.street,
        city: values.city,
        zip: values.zip,
        country: values.country,
      }
      done(await registerAccount(account, language))
    } catch (error) {
      showFailure(error, setError, serverFields, t)
    }
  })

  const field = (name: keyof typeof serverFields) => ({
    registration: register(name),
    error: messageOf(errors[name], t),
  })

  return (
    <Dialog
      open
      onClose={close}
      title={t('common:auth.registration.title')}
      closeLabel={t('common:auth.close')}
      aside={<LoginPanel screen={loginScreenKeys.registration} language={language} withImage />}
    >
      <div className={styles.form}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('common:auth.fields.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextField label={t('common:auth.fields.name')} autoComplete="name" {...field('name')} />
          <div className={styles.columns}>
            <PasswordField
              label={t('common:auth.fields.password')}
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordField
              label={t('common:auth.fields.passwordConfirmation')}
              autoComplete="new-password"
              {...field('password_confirmation')}
            />
          </div>
          <TextField
            label={t('common:auth.fields.street')}
            autoComplete="street-address"
            {...field('street')}
          />
          <div className={styles.columns}>
            <TextField
              label={t('common:auth.fields.city')}
              autoComplete="address-level2"
              {...field('city')}
            />
            <TextField
              label={t('common:auth.fields.zip')}
              autoComplete="postal-code"
              {...field('zip')}
            />
          </div>
          <PhoneInput
            label={t('common:auth.fields.phone')}
            callingCodeLabel={t('common:auth.fields.callingCode')}
            numberLabel={t('common:auth.fields.phoneNumber')}
            callingCode={register('calling_code')}
            number={register('phone_number')}
            error={messageOf(errors.phone_number, t)}
          />
          <CountrySelect label={t('common:auth.fields.country')} {...field('country')} />
          <p className={styles.consent}>
            <Trans
              t={t}
              i18nKey="common:auth.registration.consent"
              components={{ privacy: <Link to={paths.privacy} /> }}
            />
          </p>
          <Button type="submit" className={styles.submit} disabled={isSubmitting}>
            {t('common:auth.registration.submit')}
          </Button>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => open('password-forgotten')}
          >
            {t('common:auth.forgotten')}
          </button>
        </form>
        {hasSocialSignIn() && <p className={styles.divider}>{t('common:auth.or')}</p>}
        <SocialSignIn mode="register" onSignedIn={done} onLinkRequired={linkOnSignIn} />
        <p className={styles.otherDialog}>
          <span>{t('common:auth.registration.hasAccount')}</span>
          <ModalLink to="sign-in" open={open}>
            {t('common:auth.registration.signIn')}
          </ModalLink>
        </p>
      </div>
    </Dialog>
  )
}
