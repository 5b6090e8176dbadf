import * as React from 'react'
import { useTranslation } from '../../../lib/i18n/translation'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import * as styles from './checkout.module.css'

const steps = [
  { key: 'delivery', path: paths.checkoutDelivery },
  { key: 'details', path: paths.checkoutDetails },
  { key: 'review', path: paths.checkoutComplete },
] as const

export type CheckoutStep = (typeof steps)[number]['key']

/** Where the shopper is in checkout; the steps already done link back. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation()
  const currentIndex = steps.findIndex((step) => step.key === current)
  return (
    <nav aria-label={t('cart:checkout.steps.label')} className={styles.steps}>
      <ol>
        {steps.map((step, index) => {
          const label = t(`cart:checkout.steps.${step.key}`)
          const number = <span className={styles.stepNumber}>{index + 1}</span>
          return (
            <li
              key={step.key}
              className={index === currentIndex ? styles.currentStep : undefined}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              {index < currentIndex ? (
                <Link to={step.path}>
                  {number}
                  {label}
                </Link>
              ) : (
                <span>
                  {number}
                  {label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
