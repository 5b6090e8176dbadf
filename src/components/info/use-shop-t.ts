import { useCallback, useMemo } from 'react'
import { useTranslation } from '../../lib/i18n/translation'
import { shopValues } from '../../lib/i18n/shop-translator'
import { useShopFacts } from '../../lib/shop-facts'
import { useChristmasValues } from '../../lib/use-christmas-values'

/**
 * `t` with the shop's facts ({{phone}}, {{companyName}}, {{vatRate}}, …) and the Christmas promise
 * ({{christmasCutOffDate}}, …) filled into every text.
 */
export function useShopT(ns: string) {
  const { t, i18n } = useTranslation()
  const facts = useShopFacts()
  const christmas = useChristmasValues(i18n.language)
  const values = useMemo(
    () => ({ ...shopValues(t, facts, i18n.language), ...christmas }),
    [t, facts, i18n.language, christmas],
  )
  const shopT = useCallback((key: string) => t(`${ns}:${key}`, values), [t, ns, values])
  /** The ids under a key, in their order in the locale file. */
  const keysOf = useCallback(
    (key: string): string[] => {
      const value = i18n.objectAt(`${ns}:${key}`)
      return value && typeof value === 'object' ? Object.keys(value) : []
    },
    [i18n, ns],
  )
  const has = useCallback((key: string) => i18n.exists(`${ns}:${key}`), [i18n, ns])
  return { t: shopT, keysOf, has }
}
