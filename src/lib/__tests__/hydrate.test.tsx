import { markHydrated } from '../hydrate'

describe('markHydrated', () => {
  it('marks the document for the journeys', () => {
    markHydrated()
    expect(document.documentElement.dataset.hydrated).toBe('true')
  })
})
