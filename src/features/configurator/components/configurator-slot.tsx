import * as React from 'react'
import { track, imageEvent } from '../../analytics'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import { KeptFormBox, useKeptForm } from '../../../components/prerendered/kept-form'
import { choicesFromForm, type FormChoices } from '../form-choices'
import type { ConfiguratorLayout, ConfiguratorImage } from '../types'
import type { ConfiguratorProps } from './configurator'
import * as styles from './configurator.module.css'
// The built form's field styles come with the page, not with the configurator's code.
import '../../../components/form/form.module.css'

interface ConfiguratorSlotProps {
  image: ConfiguratorImage
  layouts: readonly ConfiguratorLayout[]
  /** How wide the page shows the picture (`sizes`): the crop editor draws the same rendition. */
  pictureSizes?: string
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

/** A layout as the configurator shows it, in a fixed order: the build's nodes carry more. */
const shown = (layout: ConfiguratorLayout): ConfiguratorLayout => ({
  apiId: layout.apiId,
  name: layout.name,
  minSideMm: layout.minSideMm,
  maxSideMm: layout.maxSideMm,
  sizes: layout.sizes.map(({ widthMm, heightMm, price }) => ({ widthMm, heightMm, price })),
  customSizes: layout.customSizes,
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

/**
 * The live layouts with only the amounts the built ones had: a built page knows the price it
 * starts with, and the others it does not show cannot differ from what it shows.
 */
function asBuilt(
  live: readonly ConfiguratorLayout[],
  built: readonly ConfiguratorLayout[],
): ConfiguratorLayout[] {
  return live.map((layout) => {
    const was = built.find((candidate) => candidate.apiId === layout.apiId)
    const wasPriced = (size: { widthMm: number; heightMm: number }) =>
      was?.sizes.find((old) => old.widthMm === size.widthMm && old.heightMm === size.heightMm)
        ?.price != null
    return {
      ...layout,
      sizes: layout.sizes.map((size) => ({ ...size, price: wasPriced(size) ? size.price : null })),
      customPrice: was?.customPrice ? layout.customPrice : null,
      papers: layout.papers.map((paper) => ({
        ...paper,
        surchargePercent:
          was?.papers.find((old) => old.apiId === paper.apiId)?.surchargePercent != null
            ? paper.surchargePercent
            : null,
      })),
    }
  })
}

/** Whether the live layouts show what the built form shows. */
const sameAsBuilt = (live: readonly ConfiguratorLayout[], built: readonly ConfiguratorLayout[]) =>
  live === built ||
  JSON.stringify(asBuilt(live, built).map(shown)) === JSON.stringify(built.map(shown))

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
export function ConfiguratorSlot({
  image,
  layouts,
  pictureSizes,
  children,
}: ConfiguratorSlotProps) {
  const [start, setStart] = React.useState<FormChoices>()
  const box = React.useRef<HTMLDivElement>(null)
  const built = React.useRef(layouts)
  const { kept, wake } = useKeptForm(Configurator, box, {
    pageSigns: PAGE_SIGNS,
    onWake: (form) => setStart(form ? choicesFromForm(form) : undefined),
  })

  // What the form shows changed since the build: the live configurator shows it as it is now.
  React.useEffect(() => {
    if (kept && !sameAsBuilt(layouts, built.current)) wake()
  }, [kept, layouts, wake])

  const { apiId, name, fromPrice, currency } = image
  React.useEffect(() => {
    track(imageEvent('view_item', { apiId, name, fromPrice, currency }))
  }, [apiId, name, fromPrice, currency])

  if (layouts.length === 0) return <div className={styles.slot}>{children}</div>
  return (
    <KeptFormBox kept={kept} box={box} className={styles.slot}>
      <Configurator
        image={image}
        layouts={layouts}
        start={start}
        pictureSizes={pictureSizes}
        standIn={children}
      />
    </KeptFormBox>
  )
}
