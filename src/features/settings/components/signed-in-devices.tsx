import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import { notify } from '../../../components/toaster/notify'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format-date'
import {
  signOutDevice,
  signOutOtherDevices,
  useDevices,
  type SignedInDevice,
} from '../api/sessions'
import * as styles from './settings.module.css'

/**
 * Where the shopper is signed in: each device with its browser, system and last activity, and a way
 * to sign one out, or all but this one (a lost phone, a shared computer).
 */
export function SignedInDevices() {
  const { t, language } = useI18next()
  const lang = language as Language
  const devices = useDevices(lang)
  const [busy, setBusy] = React.useState<string | null>(null)
  const others = devices.data?.filter((device) => !device.current) ?? []

  const run = async (id: string, action: () => Promise<void>, done: string) => {
    setBusy(id)
    try {
      await action()
      notify.success(done)
      await devices.mutate()
    } catch (error) {
      notify.error(t(errorKey(error)))
    } finally {
      setBusy(null)
    }
  }

  const name = (device: SignedInDevice) =>
    [device.browser, device.system].filter(Boolean).join(', ') ||
    t('profile:settings.devices.unknown')

  return (
    <section className={styles.section} aria-labelledby="settings-devices">
      <h2 id="settings-devices">{t('profile:settings.devices.title')}</h2>
      <p className={styles.hint}>{t('profile:settings.devices.hint')}</p>
      {devices.error ? (
        <p role="alert" className={styles.alert}>
          {t('profile:settings.devices.loadFailed')}
        </p>
      ) : !devices.data ? (
        <p className={styles.hint}>{t('profile:settings.devices.loading')}</p>
      ) : (
        <ul className={styles.devices}>
          {devices.data.map((device) => (
            <li key={device.id} className={styles.device}>
              <div>
                <p className={styles.deviceName}>
                  {name(device)}
                  {device.current && (
                    <span className={styles.badge}>{t('profile:settings.devices.current')}</span>
                  )}
                </p>
                <p className={styles.hint}>
                  {t('profile:settings.devices.signedIn', {
                    date: formatDate(device.signedInAt, language),
                  })}
                  {' · '}
                  {t('profile:settings.devices.lastSeen', {
                    date: formatDate(device.lastSeenAt, language, true),
                  })}
                </p>
              </div>
              {!device.current && (
                <Button
                  variant="secondary"
                  disabled={busy !== null}
                  aria-busy={busy === device.id || undefined}
                  aria-label={t('profile:settings.devices.signOutNamed', { device: name(device) })}
                  onClick={() =>
                    void run(
                      device.id,
                      () => signOutDevice(device.id, lang),
                      t('profile:settings.devices.signedOut', { device: name(device) }),
                    )
                  }
                >
                  {t('profile:settings.devices.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            aria-busy={busy === 'others' || undefined}
            onClick={() =>
              void run(
                'others',
                () => signOutOtherDevices(lang),
                t('profile:settings.devices.othersSignedOut'),
              )
            }
          >
            {t('profile:settings.devices.signOutOthers')}
          </Button>
        </div>
      )}
    </section>
  )
}
