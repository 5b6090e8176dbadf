import * as React from 'react'
import { useI18next } from '../../../lib/i18n/page-language'
import { notify } from '../../../components/toaster/notify'
import { Button } from '../../../components/button/button'
import type { Language } from '../../../config/languages'
import { errorKey } from '../../../lib/api-client'
import { searchPickupPoints } from '../api/search-pickup-points'
import { packetaApiKey, pickWithPacketa } from '../packeta'
import type { PickupPoint } from '../types'
import * as styles from './checkout.module.css'

interface Props {
  carrier: string | null
  value: PickupPoint | null
  onChange: (point: PickupPoint) => void
  error?: string
}

/**
 * The pickup point of a method that needs one: the carrier's widget when it is configured,
 * otherwise a search over the API's directory.
 */
export function PickupPointPicker({ carrier, value, onChange, error }: Props) {
  const { t } = useI18next()
  const errorId = React.useId()
  return (
    <div className={styles.pickup}>
      {value ? (
        <p data-testid="chosen-pickup-point">
          <strong>{t('cart:checkout.pickup.chosen')}</strong> {value.name}, {value.street},{' '}
          {value.zip} {value.city}
        </p>
      ) : (
        <p>{t('cart:checkout.pickup.none')}</p>
      )}
      {packetaApiKey ? (
        <PacketaButton apiKey={packetaApiKey} onChange={onChange} />
      ) : (
        <PickupPointSearch carrier={carrier} onChange={onChange} />
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function PacketaButton({ apiKey, onChange }: { apiKey: string; onChange: Props['onChange'] }) {
  const { t, language } = useI18next()
  const pick = async () => {
    try {
      const point = await pickWithPacketa(apiKey, language)
      if (point) onChange(point)
    } catch {
      notify.error(t('cart:checkout.pickup.widgetFailed'))
    }
  }
  return (
    <Button variant="secondary" onClick={() => void pick()}>
      {t('cart:checkout.pickup.choose')}
    </Button>
  )
}

function PickupPointSearch({ carrier, onChange }: Pick<Props, 'carrier' | 'onChange'>) {
  const { t, language } = useI18next()
  const inputId = React.useId()
  const [search, setSearch] = React.useState('')
  const [results, setResults] = React.useState<PickupPoint[] | null>(null)
  const [searching, setSearching] = React.useState(false)

  const find = async () => {
    setSearching(true)
    try {
      setResults(await searchPickupPoints(search.trim(), carrier, language as Language))
    } catch (failure) {
      notify.error(t(errorKey(failure)))
    } finally {
      setSearching(false)
    }
  }

  return (
    <div className={styles.pickupSearch}>
      <label htmlFor={inputId} className={styles.label}>
        {t('cart:checkout.pickup.search')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={search}
          placeholder={t('cart:checkout.pickup.placeholder')}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void find()
          }}
        />
        <Button variant="secondary" onClick={() => void find()} disabled={searching}>
          {t('cart:checkout.pickup.find')}
        </Button>
      </div>
      {results && results.length === 0 && <p>{t('cart:checkout.pickup.notFound')}</p>}
      {results && results.length > 0 && (
        <ul className={styles.pickupResults} aria-label={t('cart:checkout.pickup.results')}>
          {results.map((point) => (
            <li key={point.id}>
              <span>
                <strong>{point.name}</strong>
                <br />
                {point.street}, {point.zip} {point.city}
              </span>
              <Button
                variant="secondary"
                aria-label={t('cart:checkout.pickup.select', { name: point.name })}
                onClick={() => {
                  onChange(point)
                  setResults(null)
                }}
              >
                {t('cart:checkout.pickup.selectShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
