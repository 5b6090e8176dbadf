import * as React from 'react'
import { Trans, useTranslation } from '../../../lib/i18n/translation'

/**
 * The credit DB-IP's free country database asks of a site that uses it (CC BY 4.0): on the privacy
 * page, under the language choice that uses it.
 */
export function CountryDataCredit() {
  const { t } = useTranslation()
  return (
    <p>
      <Trans
        t={t}
        i18nKey="gdpr:sections.geolocation.credit"
        // The text between <dbip> and </dbip> replaces the link's own.
        components={{ dbip: <a href="https://db-ip.com/">DB-IP</a> }}
      />
    </p>
  )
}
