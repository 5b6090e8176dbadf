import * as React from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '../../language/translation'
import { flash } from '../session/stored-keys'

/** Shows the message left before a reload (the logout's success toast). */
export function FlashMessage() {
  const { t } = useTranslation()
  React.useEffect(() => {
    const key = flash.take()
    if (key) toast.success(t(key))
  }, [t])
  return null
}
