import * as React from 'react'
import { useI18next } from '../../lib/i18n/page-language'
import { Link } from '../../components/link'
import { paths } from '../../config/paths'
import { openConsentSettings } from '../../features/analytics/consent-choice'
import { useShopFacts } from '../../lib/shop-facts'
import { Prerendered } from '../../components/prerendered/prerendered'
import { lazyPart } from '../../components/prerendered/lazy-part'
import { HelpBlock } from './help-block'
import * as styles from './footer.module.css'

const FooterBenefits = lazyPart(() =>
  import('./footer-parts').then((parts) => parts.FooterBenefits),
)
const FooterMain = lazyPart(() => import('./footer-parts').then((parts) => parts.FooterMain))

/** Rendered with the build's year, then the visitor's clock: a page built in December stays right. */
function useCurrentYear() {
  const [year, setYear] = React.useState(() => new Date().getFullYear())
  React.useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

/**
 * The footer. What never changes for the shopper (benefits, contacts, links) is kept as the build
 * made it and comes with its code only on a page the browser renders (footer-parts.tsx); the year
 * and the consent settings' button are hydrated.
 */
export function Footer({ helpBlock }: { helpBlock: boolean }) {
  const { t, language } = useI18next()
  const shop = useShopFacts()
  const year = useCurrentYear()

  return (
    <footer className={styles.footer}>
      {helpBlock && <HelpBlock />}
      <Prerendered
        as="ul"
        className={styles.benefits}
        aria-label={t('common:footer.benefitsLabel')}
      >
        <FooterBenefits />
      </Prerendered>
      <Prerendered className={`container ${styles.main}`}>
        <FooterMain />
      </Prerendered>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {year} {shop.companyName} {t('common:footer.rights')}
          </p>
          <p className={styles.bottomLinks}>
            {/* German shoppers expect an Impressum one click from every page. */}
            {language === 'de' && (
              <Link to={paths.legalNotice} className={styles.bottomLink}>
                {t('common:footer.impressum')}
              </Link>
            )}
            <button type="button" className={styles.consentSettings} onClick={openConsentSettings}>
              {t('common:consent.settings')}
            </button>
          </p>
        </div>
      </div>
    </footer>
  )
}
