import * as React from 'react'
import { globalHistory } from '@gatsbyjs/reach-router'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { localizePath, paths } from '../../../config/paths'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import { KeptFormBox, useKeptForm } from '../../../components/prerendered/kept-form'
import * as prerendered from '../../../components/prerendered/prerendered.module.css'
// The built form's own styles come with the page, not with the search box's code.
import './search-box.module.css'

interface SearchBoxProps {
  /** What the built field held when the live box took its place. */
  startText?: string
}

const SearchBox = lazyPart<SearchBoxProps>(() =>
  import('./search-box').then((module) => module.SearchBox),
)

/**
 * The top bar's search box (search-box.tsx). The build renders it into every page; on a first visit
 * that form stays as built, without its code, until the shopper goes to use it (the pointer over it,
 * the field focused, a word typed, a click) or the page moves client-side. Without its code the form
 * still searches, as a plain form, on the search page. The live box then takes its place with the
 * words typed and the caret where they were, and sends a search made meanwhile. On the search page
 * it is live at once: its field shows the words searched for.
 */
export function SearchBoxSlot() {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const box = React.useRef<HTMLDivElement>(null)
  const [startText, setStartText] = React.useState<string>()
  const { kept, wake } = useKeptForm(SearchBox, box, {
    onWake: (form) => {
      const field = form?.elements.namedItem('search')
      if (field instanceof HTMLInputElement) setStartText(field.value)
    },
  })

  React.useEffect(() => {
    if (!kept) return
    const field = box.current?.querySelector('input')
    const typed = field ? field.value !== '' || document.activeElement === field : false
    const onSearchPage =
      window.location.pathname.replace(/\/$/, '') === localizePath(paths.search, lang)
    // Words typed, or the field focused, before the page's scripts ran; or the search page.
    if (typed || onSearchPage) wake()
    return globalHistory.listen(wake)
  }, [kept, wake, lang])

  return (
    <KeptFormBox kept={kept} box={box} className={prerendered.contents}>
      <SearchBox startText={startText} />
    </KeptFormBox>
  )
}
