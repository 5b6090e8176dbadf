import * as React from 'react'
import { notify } from '../../../components/toaster/notify'
import { useTranslation } from '../../../lib/i18n/translation'
import { errorKey, fieldErrors, type FieldErrors } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { useSession } from '../../../lib/session/session-provider'
import { addBasketItem, type BasketItemInput } from '../../basket'
import { track, addToCart } from '../../analytics'
import type { ConfiguratorImage } from '../types'
import { localizePath, paths } from '../../../config/paths'
import { AddedToast } from '../components/added-toast'

/** The added toast stays 5 s (the spec's other auto-close), not a success's 2 s: it has a link. */
const ADDED_TOAST_MS = 5000

/** The item as the basket takes it: an upload goes by its `upload_id`, a picture by its `image_id`. */
function forImage(item: BasketItemInput, image: ConfiguratorImage): BasketItemInput {
  if (image.source !== 'upload' || !('imageId' in item)) return item
  const { imageId, ...print } = item
  return { ...print, uploadId: image.apiId }
}

/**
 * Puts the configured print in the basket: creates the basket when there is none, shows a toast,
 * lets the badge update and tells analytics. One request at a time: a second click while the first
 * is on its way does nothing. Field errors of a 422 come back for the form.
 */
export function useAddToBasket(image: ConfiguratorImage, language: Language) {
  const { t } = useTranslation()
  const { basketUuid, setBasketUuid, revalidateBasket } = useSession()
  const [sending, setSending] = React.useState(false)
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const inFlight = React.useRef(false)

  /** `names`: the chosen layout's and paper's names, for analytics. */
  const add = async (
    item: BasketItemInput,
    unitPrice: number,
    names: { layoutName: string; paperName: string },
  ) => {
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    setErrors({})
    try {
      const added = await addBasketItem(basketUuid, forImage(item, image), language, setBasketUuid)
      if (added.uuid !== basketUuid) setBasketUuid(added.uuid)
      revalidateBasket()
      // Long enough to reach the link in it.
      notify.success(
        React.createElement(AddedToast, {
          text: t('detail:configurator.added', { name: image.name }),
          basketPath: localizePath(paths.basket, language),
          linkText: t('detail:configurator.toBasket'),
        }),
        { duration: ADDED_TOAST_MS },
      )
      track(
        addToCart(
          image,
          { ...names, customWidth: item.customWidth, customHeight: item.customHeight },
          unitPrice,
          item.quantity,
        ),
      )
    } catch (error) {
      const fields = fieldErrors(error)
      if (fields) setErrors(fields)
      notify.error(fields ? t('detail:configurator.invalid') : t(errorKey(error)))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { add, sending, errors }
}
