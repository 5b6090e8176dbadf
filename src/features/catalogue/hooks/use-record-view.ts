import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { useTaskEffect } from '../../../hooks/use-task-effect'
import { recordView } from '../api/record-view'

/** Tells the API this visitor looked at the product, for the "recently viewed" carousel. */
export function useRecordView(imageId: string | undefined) {
  const { language } = useI18next()
  useTaskEffect(() => {
    if (!imageId) return
    const controller = new AbortController()
    // A lost view is not worth bothering the shopper with.
    recordView(imageId, isLanguage(language) ? language : defaultLanguage, controller.signal).catch(
      () => undefined,
    )
    return () => controller.abort()
  }, [imageId, language])
}
