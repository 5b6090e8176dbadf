import '@testing-library/jest-dom'

// jsdom has no matchMedia: a small screen that prefers no reduced motion, unless a test says otherwise.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// Unit tests have no Gatsby data layer: the static query of the shop's facts answers the demo's.
jest.mock('../lib/shop-facts-query', () => ({
  useShopFactsNode: () => jest.requireActual('./shop-facts').demoShopFacts,
}))

// …and the delivery methods' countries and days on the way, the demo's (api/src/seed/data/delivery.ts),
// with no Christmas promise worked out ahead: the page works it out, as after Christmas Eve.
jest.mock('../lib/christmas-query', () => ({
  useChristmasBuild: () => ({
    routes: jest.requireActual('./delivery-routes').demoDeliveryRoutes,
    promises: [],
  }),
}))

// The code of lazy parts (a catalogue picture, the crop editor) is there before each test renders,
// as it is on every page after the first visit's (components/prerendered/lazy-part.tsx, which has
// tests of its own for the first visit).
beforeAll(async () => {
  const { loadLazyParts } = jest.requireActual<
    typeof import('../components/prerendered/lazy-part')
  >('../components/prerendered/lazy-part')
  await loadLazyParts()
})
