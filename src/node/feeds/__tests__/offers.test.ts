import { FEEDS } from '../feeds'
import { feedOffers } from '../offers'
import { feedCatalogue, SITE_URL } from '../testing/feed-catalogue'

const heurekaCz = FEEDS[0]!

it('gives an item the same id whatever order the catalogue comes in', () => {
  const catalogue = feedCatalogue()
  const reordered = {
    ...catalogue,
    images: { nodes: [...catalogue.images.nodes].reverse() },
    layouts: { nodes: [...catalogue.layouts.nodes].reverse() },
  }
  const ids = (offers: ReturnType<typeof feedOffers>) =>
    Object.fromEntries(offers.map((offer) => [offer.id, `${offer.groupId} ${offer.layoutName}`]))
  expect(ids(feedOffers(reordered, heurekaCz, SITE_URL))).toEqual(
    ids(feedOffers(catalogue, heurekaCz, SITE_URL)),
  )
})

it('offers a vector drawing in every layout, however few its pixels', () => {
  const catalogue = feedCatalogue()
  const drawing = {
    ...catalogue,
    images: {
      nodes: catalogue.images.nodes.map((picture) => ({ ...picture, scalable: true })),
    },
  }
  expect(feedOffers(drawing, heurekaCz, SITE_URL).map((offer) => offer.id)).toEqual([
    '7-1',
    '7-3',
    '8-1',
    '8-3',
  ])
})

it('follows the shop’s print-quality thresholds', () => {
  // At 30 DPI acceptable, picture 8 (800 × 600 px) prints a 60 × 40 cm canvas well enough.
  const lenient = {
    ...feedCatalogue(),
    facts: { name: 'Obrazárna', printQuality: { goodDpi: 60, acceptableDpi: 30 } },
  }
  expect(feedOffers(lenient, heurekaCz, SITE_URL).map((offer) => offer.id)).toContain('8-3')
})
