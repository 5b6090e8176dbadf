import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { MAX_FILTER_COLOURS } from '../../../config/catalogue'
import { useColourCounts, type FacetSource } from '../api/get-colour-counts'
import type { ImageFilters } from '../types'
import { ColourFilter } from './colour-filter'
import { OrientationFilter } from './orientation-filter'
import * as styles from './filters.module.css'

interface FilterPanelProps {
  /** Where the pictures come from: the colours are counted within it. */
  source: FacetSource
  filters: ImageFilters
  /** The next filters; a change of orientation or colours starts again at the first page. */
  onChange: (next: ImageFilters) => void
}

/**
 * A grid's orientation and colour filters (a category's, a subcategory's, the search's), with a way
 * to clear them. The colours' counts are asked for only once the palette is opened.
 */
export function FilterPanel({ source, filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation()
  const { language } = useI18next()
  const [coloursOpen, setColoursOpen] = React.useState(false)
  const colourCounts = useColourCounts(
    source,
    filters,
    isLanguage(language) ? language : defaultLanguage,
    coloursOpen,
  )
  return (
    <form
      className={styles.panel}
      aria-label={t('category:filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <OrientationFilter
        value={filters.orientation}
        onChange={(orientation) => onChange({ ...filters, orientation, page: 1 })}
      />
      <ColourFilter
        value={filters.colours}
        max={MAX_FILTER_COLOURS}
        counts={colourCounts}
        open={coloursOpen}
        onOpenChange={setColoursOpen}
        onChange={(colours) => onChange({ ...filters, colours, page: 1 })}
      />
      {(filters.orientation || filters.colours.length > 0) && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ orientation: null, colours: [], page: 1 })}
        >
          {t('category:filters.clear')}
        </button>
      )}
    </form>
  )
}
