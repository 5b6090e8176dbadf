import { navigate } from 'gatsby'
import { currentOriginalPath } from '../../config/language-from-path'
import { isLanguage, type Language } from '../../config/languages'
import { localizePath } from '../../config/paths'
import { useTaskEffect } from '../../hooks/use-task-effect'
import { apiRequest } from '../../lib/api-client'
import { detectLanguage } from './detect-language'
import {
  isCrawler,
  ownerIdFor,
  readStoredLanguage,
  redirectTarget,
  storeLanguage,
} from './language-choice'

const OWNER_SENT_KEY = 'print-shop.owner'

/** Tells the API which shop (Czech or EU) this visitor buys from; its failure is ignored. */
function sendOwner(language: Language) {
  const owner = String(ownerIdFor(language))
  if (sessionStorage.getItem(OWNER_SENT_KEY) === owner) return
  apiRequest(`/owners/${owner}`, { method: 'POST', language })
    .then(() => sessionStorage.setItem(OWNER_SENT_KEY, owner))
    .catch(() => undefined)
}

/**
 * Runs once per page load: works out the visitor's language where no server in front did (a static
 * host) and redirects where the spec says.
 */
export function useLanguageChoice(pageLanguage: string, originalPath: string) {
  useTaskEffect(() => {
    if (!isLanguage(pageLanguage) || isCrawler(navigator.userAgent)) return
    let cancelled = false

    const apply = async () => {
      // Remembered here, or chosen by the server in front (its cookie): then nothing is asked and,
      // on the page that server sent the visitor to, nothing moves.
      let remembered = readStoredLanguage(localStorage)
      if (!remembered) {
        const detected = await detectLanguage(navigator.languages ?? [])
        if (cancelled) return
        remembered = { language: detected, source: 'detected' }
      }
      // Both places, every time: a choice from before the cookie existed reaches the servers too.
      storeLanguage(localStorage, remembered)
      const target = redirectTarget(pageLanguage, remembered)
      sendOwner(target ?? pageLanguage)
      if (target) {
        const { search, hash } = window.location
        const path = localizePath(currentOriginalPath(originalPath), target)
        void navigate(`${path}${search}${hash}`, { replace: true })
      }
    }
    void apply()
    return () => {
      cancelled = true
    }
    // Only the first render of a page load decides; later navigations keep the chosen prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
