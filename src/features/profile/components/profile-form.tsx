import * as React from 'react'
import { navigate } from 'gatsby'
import { useI18next } from '../../../lib/i18n/page-language'
import { useForm } from 'react-hook-form'
import { yupResolver } from '@hookform/resolvers/yup'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import { fullPhoneNumber, splitPhoneNumber } from '../../../components/form/calling-codes'
import { PasswordField } from '../../../components/form/password-field'
import { PhoneInput } from '../../../components/form/phone-input'
import { TextField } from '../../../components/form/text-field'
import { Link } from '../../../components/link'
import type { Language } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { messageOf, showFailure } from '../../../lib/forms/form-errors'
import { useSession } from '../../../lib/session/session-provider'
import type { User } from '../../../lib/session/user'
import type { SocialCredential } from '../../auth'
import { updateMe, type UpdateMeFields } from '../api/update-me'
import { needsCurrentPassword, profileSchema, type ProfileValues } from '../schemas'
import { EmailNotice } from './email-notice'
import { SocialReauth, reauthFields } from './social-reauth'
import * as styles from './profile.module.css'

/** The API's field names on the form's (the calling code is part of the phone number). */
const serverFields = {
  name: 'name',
  email: 'email',
  phone_number: 'phone_number',
  current_password: 'current_password',
} as const

/** /profil/edit: name, phone and e-mail of the signed-in customer. */
export function ProfileForm() {
  const { user } = useSession()
  return user ? <ProfileFields user={user} /> : null
}

function ProfileFields({ user }: { user: User }) {
  const { t, language } = useI18next()
  const { revalidateUser } = useSession()
  const phone = splitPhoneNumber(user.phoneNumber)
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema(user)),
    defaultValues: {
      name: user.name,
      email: user.email,
      calling_code: phone.callingCode,
      phone_number: phone.number,
      current_password: '',
    },
  })
  const asksForPassword = needsCurrentPassword(user, watch('email') ?? '')
  // An account without a password confirms a new e-mail with a fresh Google or Facebook sign-in.
  const [reauth, setReauth] = React.useState<SocialCredential | null>(null)
  const changesEmail = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase()
  const asksForSocial = !user.hasPassword && changesEmail(watch('email') ?? '')

  const onSubmit = handleSubmit(
    async ({ calling_code, phone_number, current_password, ...values }) => {
      const lang = language as Language
      const fields: UpdateMeFields = {
        ...values,
        // The account's phone is optional: an emptied field removes it.
        phoneNumber: phone_number ? fullPhoneNumber(calling_code, phone_number) : null,
      }
      if (needsCurrentPassword(user, values.email)) fields.currentPassword = current_password
      if (!user.hasPassword && changesEmail(values.email) && reauth)
        Object.assign(fields, reauthFields(reauth))
      try {
        const updated = await updateMe(fields, lang)
        // A new address counts once its link is followed: say where the link went.
        notify.success(
          updated.pendingEmail
            ? t('profile:edit.emailPending', { email: updated.pendingEmail })
            : t('profile:edit.saved'),
        )
        revalidateUser()
        void navigate(localizePath(paths.profile, lang))
      } catch (error) {
        setReauth(null)
        showFailure(error, setError, serverFields, t)
      }
    },
  )

  const field = (name: keyof typeof serverFields) => ({
    registration: register(name),
    error: messageOf(errors[name], t),
  })

  return (
    <>
      {/* Its "send again" is a form of its own, so it stands before this one. */}
      {user.pendingEmail && <EmailNotice user={user} />}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('common:auth.fields.name')} autoComplete="name" {...field('name')} />
        <PhoneInput
          label={t('profile:edit.phone')}
          callingCodeLabel={t('common:auth.fields.callingCode')}
          numberLabel={t('common:auth.fields.phoneNumber')}
          callingCode={register('calling_code')}
          number={register('phone_number')}
          error={messageOf(errors.phone_number, t)}
        />
        <TextField
          label={t('common:auth.fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        {asksForPassword && (
          <>
            <p className={styles.note}>{t('profile:edit.currentPasswordNote')}</p>
            <PasswordField
              label={t('profile:edit.currentPassword')}
              autoComplete="current-password"
              {...field('current_password')}
            />
          </>
        )}
        {asksForSocial && <SocialReauth confirmed={reauth !== null} onConfirmed={setReauth} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={isSubmitting}>
            {t('profile:edit.submit')}
          </Button>
          <Link to={paths.profile} className={styles.link}>
            {t('profile:edit.cancel')}
          </Link>
        </div>
      </form>
    </>
  )
}
