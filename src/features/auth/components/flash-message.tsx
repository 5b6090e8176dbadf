import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { flash } from '../../../lib/session/stored-keys'

/** Shows the message left before a reload (the logout's success toast). */
export function FlashMessage() {
  const { t } = useTranslation()
  React.useEffect(() => {
    const key = flash.take()
    if (key) notify.success(t(key))
  }, [t])
  return null
}
