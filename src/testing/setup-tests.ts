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
