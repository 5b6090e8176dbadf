import * as React from 'react'
import { navigate } from 'gatsby'
import { track } from '../../../lib/data-layer'
import { productEvent } from '../../../lib/analytics-events'
import { isHydratingFirstPage } from '../../../lib/hydrate'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import { KEEP_SERVER_HTML, ownLink } from '../../../components/prerendered/prerendered'
import { useBrowserLayoutEffect } from '../../../hooks/use-browser-layout-effect'
import { choicesFromForm, type FormChoices } from '../form-choices'
import type { ConfiguratorLayout, ConfiguratorProduct } from '../types'
import type { ConfiguratorProps } from './configurator'
import * as styles from './configurator.module.css'
// The built form's field styles come with the page, not with the configurator's code.
import '../../../components/form/form.module.css'

interface ConfiguratorSlotProps {
  product: ConfiguratorProduct
  layouts: readonly ConfiguratorLayout[]
  /** What shows while the configurator's code loads on a page the browser renders itself. */
  children: React.ReactNode
}

type SlotPartProps = ConfiguratorProps & { standIn: React.ReactNode }

/** The configurator, rendered by the build into the page's HTML and by the browser after it. */
const Configurator = lazyPart<SlotPartProps>(
  () =>
    import('./configurator').then(
      ({ Configurator: Loaded }) =>
        // The stand-in is the placeholder's alone.
        function LiveConfigurator({ standIn: _standIn, ...props }: SlotPartProps) {
          return <Loaded {...props} />
        },
    ),
  ({ standIn }) => <>{standIn}</>,
)

/** The first signs of a shopper on the page, wherever they are, that wake the configurator. */
const PAGE_SIGNS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const
/** And on the form itself (the pointer over it, a field focused, a value chosen). */
const FORM_SIGNS = ['pointerover', 'focusin', 'input', 'change', 'click', 'submit'] as const

/** The field that had the focus in the kept form, to give it back in the live one. */
interface Focused {
  name: string
  /** A radio button's, which shares its name. */
  value: string
  /** The add button, which has no name. */
  submit: boolean
}

/** A layout as the configurator shows it, in a fixed order: the build's nodes carry more. */
const shown = (layout: ConfiguratorLayout): ConfiguratorLayout => ({
  apiId: layout.apiId,
  name: layout.name,
  minSideMm: layout.minSideMm,
  maxSideMm: layout.maxSideMm,
  sizes: layout.sizes.map(({ widthMm, heightMm, price }) => ({ widthMm, heightMm, price })),
  customPrice: layout.customPrice && {
    base: layout.customPrice.base,
    perSquareMetre: layout.customPrice.perSquareMetre,
  },
  currency: layout.currency,
  productionDays: layout.productionDays,
  edgeMm: layout.edgeMm,
  papers: layout.papers.map(({ apiId, name, description, surchargePercent }) => ({
    apiId,
    name,
    description,
    surchargePercent,
  })),
})

const same = (a: readonly ConfiguratorLayout[], b: readonly ConfiguratorLayout[]) =>
  a === b || JSON.stringify(a.map(shown)) === JSON.stringify(b.map(shown))

/**
 * The configurator's place on the product page. The build renders the configurator into the page's
 * HTML. On a first visit that form stays as built, without its code, while the shopper only looks:
 * its code (about 7 KB) comes at the first sign of the shopper (a scroll, a touch or a key
 * anywhere, the pointer over the form, a field focused) or when the live prices differ from the
 * built ones. The live configurator then takes the form's place, starting from what the form held
 * (a choice made meanwhile is kept), with the focus on the same field, and sends a submission made
 * meanwhile. On a page the browser renders itself the configurator's code comes with the page.
 * Reports the product view to analytics.
 */
export function ConfiguratorSlot({ product, layouts, children }: ConfiguratorSlotProps) {
  const [kept, setKept] = React.useState(isHydratingFirstPage)
  const [start, setStart] = React.useState<FormChoices>()
  const box = React.useRef<HTMLDivElement>(null)
  const built = React.useRef(layouts)
  const focused = React.useRef<Focused | null>(null)
  const submitted = React.useRef(false)
  const waking = React.useRef(false)

  const wake = React.useCallback(() => {
    if (waking.current) return
    waking.current = true
    void Configurator.preload().then(() => {
      // Its code did not come (offline a moment): the form stays, the next sign tries again.
      if (!Configurator.isLoaded()) {
        waking.current = false
        return
      }
      const form = box.current?.querySelector('form')
      const active = document.activeElement
      if (form && active instanceof HTMLElement && form.contains(active))
        focused.current = {
          name: (active as HTMLInputElement).name ?? '',
          value: (active as HTMLInputElement).value ?? '',
          submit: (active as HTMLButtonElement).type === 'submit',
        }
      setStart(form ? choicesFromForm(form) : undefined)
      setKept(false)
    })
  }, [])

  React.useEffect(() => {
    const element = box.current
    if (!kept || !element) return
    const onForm = (event: Event) => {
      if (event.type === 'submit') {
        // The built form has no action of its own: the live one sends it.
        event.preventDefault()
        submitted.current = true
      }
      // A link in it (the price notice's) moves client-side, as everywhere on the page.
      const address = event.type === 'click' ? ownLink(event as MouseEvent) : null
      if (address) {
        event.preventDefault()
        void navigate(address)
        return
      }
      wake()
    }
    const options = { capture: true, passive: true } as const
    FORM_SIGNS.forEach((type) => element.addEventListener(type, onForm, { capture: true }))
    PAGE_SIGNS.forEach((type) => window.addEventListener(type, wake, options))
    return () => {
      FORM_SIGNS.forEach((type) => element.removeEventListener(type, onForm, { capture: true }))
      PAGE_SIGNS.forEach((type) => window.removeEventListener(type, wake, options))
    }
  }, [kept, wake])

  // Prices changed since the build: the live configurator shows them.
  React.useEffect(() => {
    if (kept && !same(layouts, built.current)) wake()
  }, [kept, layouts, wake])

  // The live configurator has taken over: the focus goes back, a kept submission goes out.
  useBrowserLayoutEffect(() => {
    const form = box.current?.querySelector('form')
    if (kept || !form) return
    const field = focused.current
    focused.current = null
    if (field) {
      const again = [...form.elements].find((element) => {
        const control = element as HTMLInputElement
        if (field.submit) return control.type === 'submit'
        if (!field.name || control.name !== field.name) return false
        return control.type !== 'radio' || control.value === field.value
      })
      ;(again as HTMLElement | undefined)?.focus()
    }
    if (submitted.current) {
      submitted.current = false
      form.requestSubmit()
    }
  }, [kept])

  const { apiId, name, fromPrice, currency } = product
  React.useEffect(() => {
    track(productEvent('view_item', { apiId, name, fromPrice, currency }))
  }, [apiId, name, fromPrice, currency])

  if (layouts.length === 0) return <div className={styles.slot}>{children}</div>
  if (kept)
    return (
      <div
        key="kept"
        ref={box}
        className={styles.slot}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    )
  return (
    <div key="live" ref={box} className={styles.slot}>
      <Configurator product={product} layouts={layouts} start={start} standIn={children} />
    </div>
  )
}
