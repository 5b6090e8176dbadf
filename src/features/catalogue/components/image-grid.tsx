import * as React from 'react'
import { isFarFromView, KeptItem } from '../../../components/prerendered/kept-item'
import { isHydratingFirstPage } from '../../../lib/hydrate'
import { track, selectItem, viewItemList, type ImageList } from '../../analytics'
import { useLivePrices } from '../api/get-live-prices'
import type { CatalogueImage, LivePrice } from '../types'
import { ImageCard, type ImageCardProps } from './image-card'
import * as styles from './image-grid.module.css'

interface ImageGridProps {
  images: readonly CatalogueImage[]
  label: string
  /** How many of the first cards are above the fold (loaded eagerly; the first with priority). */
  eager?: number
  busy?: boolean
  /** The cards' heading level: h2 when the grid sits right under the page's h1, h3 under a section's h2. */
  cardHeading?: 'h2' | 'h3'
  /** Which list analytics names (view_item_list, select_item); the label by default. */
  list?: ImageList
  /** Where this page of the list starts (its first card's index in the whole list). */
  offset?: number
  /** The products come from the build: their prices are checked with the live API after hydration. */
  livePrices?: boolean
  /** Finds a card drawn before the page's scripts ran, which the product's card takes over. */
  adopt?: (imageId: string) => Element | null
}

/** Product cards in a responsive grid: four across on large screens, three on medium, two on phones. */
export function ImageGrid({
  images,
  label,
  eager = 0,
  busy = false,
  cardHeading = 'h3',
  list = { id: label, name: label },
  offset = 0,
  livePrices = false,
  adopt,
}: ImageGridProps) {
  useViewItemList(list, images, offset, busy)
  const id = React.useId()
  const [farCards] = React.useState(() => cardsFarFromView(id, images, adopt))
  const prices = useLivePrices(livePrices ? images.map((image) => image.apiId) : [])
  const where = React.useRef({ list, offset })
  where.current = { list, offset }
  const select = React.useCallback(
    (image: CatalogueImage, index: number) =>
      track(selectItem(where.current.list, image, where.current.offset + index)),
    [],
  )
  return (
    <ul
      id={id}
      className={styles.grid}
      aria-label={label}
      aria-busy={busy}
      data-testid="image-grid"
    >
      {images.map((image, index) => {
        // A card that was kept takes over its link and picture: the box around the link.
        const card = (kept: Element | null) => (
          <GridCard
            image={image}
            index={index}
            priority={index === 0 && eager > 0}
            eager={index < eager}
            headingLevel={cardHeading}
            onSelect={select}
            livePrice={prices?.[image.apiId]}
            adopt={kept ? () => kept.querySelector('a')?.parentElement ?? null : adopt}
          />
        )
        return (
          <KeptItem
            key={image.apiId}
            keep={farCards.has(image.apiId)}
            adopt={farCards.get(image.apiId)}
          >
            {card}
          </KeptItem>
        )
      })}
    </ul>
  )
}

const NO_CARDS: ReadonlyMap<string, Element | null> = new Map()

/**
 * The products whose cards lie more than a screen below the view as the grid first renders: they
 * stay as they are until the shopper comes near (`KeptItem`). While the first page hydrates, the
 * cards the build rendered in the grid `id` (null: the item is its own); on the search page, the
 * cards its head script drew (`adopt`), which the items take over. A category's 24 cards hydrated
 * 12 components each.
 */
function cardsFarFromView(
  id: string,
  images: readonly CatalogueImage[],
  adopt: ImageGridProps['adopt'],
): ReadonlyMap<string, Element | null> {
  if (adopt) {
    return new Map(
      images.flatMap((image) => {
        const early = adopt(image.apiId)?.closest('li')
        return early && isFarFromView(early) ? [[image.apiId, early] as const] : []
      }),
    )
  }
  if (!isHydratingFirstPage()) return NO_CARDS
  const cards = document.getElementById(id)?.children
  if (cards?.length !== images.length) return NO_CARDS
  return new Map(
    images.filter((_, index) => isFarFromView(cards[index]!)).map((image) => [image.apiId, null]),
  )
}

interface GridCardProps extends Omit<ImageCardProps, 'onSelect'> {
  index: number
  onSelect: (image: CatalogueImage, index: number) => void
}

/** The price a card shows: the live one once asked, the built one before or without it. */
const shownPrice = ({ image, livePrice }: GridCardProps): LivePrice => livePrice ?? image

/**
 * A grid's card, rendered again only when what it shows changes: the live prices' answer renders
 * the cards whose price moved, not the whole grid (24 cards on a category page, prices unchanged).
 */
const GridCard = React.memo(
  function GridCard({ index, onSelect, ...card }: GridCardProps) {
    return <ImageCard {...card} onSelect={() => onSelect(card.image, index)} />
  },
  (before, after) =>
    shownPrice(before).fromPrice === shownPrice(after).fromPrice &&
    shownPrice(before).currency === shownPrice(after).currency &&
    (Object.keys(after) as (keyof GridCardProps)[]).every(
      // What a card takes over (`adopt`) is found once, when it mounts.
      (name) => name === 'livePrice' || name === 'adopt' || before[name] === after[name],
    ),
)

/** GA4 view_item_list each time the grid shows other products (a page, a filter), not while busy. */
function useViewItemList(
  list: ImageList,
  images: readonly CatalogueImage[],
  offset: number,
  busy: boolean,
) {
  const shown = images.map((image) => image.apiId).join()
  const latest = React.useRef({ list, images })
  latest.current = { list, images }
  React.useEffect(() => {
    if (busy || !shown) return
    track(viewItemList(latest.current.list, latest.current.images, offset))
  }, [shown, offset, busy, list.id])
}
