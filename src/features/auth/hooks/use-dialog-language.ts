import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'

/** The page's language, for the calls the dialogs make. */
export function useDialogLanguage(): Language {
  const { language } = useI18next()
  return isLanguage(language) ? language : defaultLanguage
}
