import * as React from 'react'
import { track } from '../../../lib/data-layer'
import { productEvent } from '../../../lib/analytics-events'
import { useTaskEffect } from '../../../hooks/use-task-effect'
import type { ConfiguratorProps } from './configurator'
import * as styles from './configurator.module.css'

interface ConfiguratorSlotProps extends ConfiguratorProps {
  /** What the pre-rendered page shows (and a browser without JavaScript keeps). */
  children: React.ReactNode
}

/**
 * The configurator's place on the product page. Its code is loaded after the page is shown (it is
 * not needed for the first paint); until then, and in the server's markup, the children stand in,
 * in space reserved for the configurator. Reports the product view to analytics.
 */
export function ConfiguratorSlot({ product, layouts, children }: ConfiguratorSlotProps) {
  const [Configurator, setConfigurator] =
    React.useState<React.ComponentType<ConfiguratorProps> | null>(null)

  useTaskEffect(() => {
    let mounted = true
    void import('./configurator').then((module) => {
      if (mounted) setConfigurator(() => module.Configurator)
    })
    return () => {
      mounted = false
    }
  }, [])

  const { apiId, name, fromPrice, currency } = product
  React.useEffect(() => {
    track(productEvent('view_item', { apiId, name, fromPrice, currency }))
  }, [apiId, name, fromPrice, currency])

  return (
    <div className={styles.slot}>
      {Configurator && layouts.length > 0 ? (
        <Configurator product={product} layouts={layouts} />
      ) : (
        children
      )}
    </div>
  )
}
