/**
 * @jest-environment node
 */
import { sourceNodes } from '../../gatsby-node'
import type { JsonApiDocument } from '../jsonapi'
import { API, fakeApi, helpers } from '../testing/fake-api'

interface StoredNode {
  id: string
  apiId: string
  language: string
  internal: { type: string; contentDigest: string }
}

/** Gatsby as far as sourceNodes sees it: a node store that outlives a build, and the plugin's cache. */
function fakeGatsby() {
  const store = new Map<string, StoredNode>()
  let cache = new Map<string, unknown>()
  const calls = { created: [] as StoredNode[], deleted: [] as StoredNode[], stateful: 0 }
  const args = () => ({
    ...helpers,
    actions: {
      createNode: (node: StoredNode) => {
        calls.created.push(node)
        store.set(node.id, node)
      },
      deleteNode: (node: StoredNode) => {
        calls.deleted.push(node)
        store.delete(node.id)
      },
      enableStatefulSourceNodes: () => calls.stateful++,
    },
    cache: {
      get: async (key: string) => cache.get(key),
      set: async (key: string, value: unknown) => cache.set(key, structuredClone(value)),
    },
    getNode: (id: string) => store.get(id),
    getNodesByType: (type: string) => [...store.values()].filter((n) => n.internal.type === type),
    reporter: {
      activityTimer: () => ({ start() {}, end() {}, setStatus() {} }),
      panic: (message: string) => {
        throw new Error(message)
      },
    },
  })
  return {
    store,
    calls,
    /** One build's sourcing against an API; returns what it created and deleted. */
    async build(fetch: typeof globalThis.fetch) {
      calls.created = []
      calls.deleted = []
      const original = globalThis.fetch
      globalThis.fetch = fetch
      try {
        const options = { apiUrl: API, languages: ['cs', 'en'], perPage: 2, popularCount: 24 }
        await (sourceNodes as (args: unknown, options: unknown) => Promise<void>)(args(), options)
      } finally {
        globalThis.fetch = original
      }
      return { created: calls.created, deleted: calls.deleted }
    },
    loseCache() {
      cache = new Map()
    },
  }
}

/** The fake API with one picture renamed in every language (as an editor would). */
function withRenamed(fetch: typeof globalThis.fetch, id: string): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const document = (await response.json()) as JsonApiDocument
    for (const resource of [document.data ?? [], document.included ?? []].flat()) {
      if (resource.type === 'images' && resource.id === id && resource.attributes)
        resource.attributes.name = `${String(resource.attributes.name)} (upraveno)`
    }
    return new Response(JSON.stringify(document), { status: response.status })
  }
}

const describeNodes = (nodes: StoredNode[]) =>
  nodes.map((node) => `${node.internal.type} ${node.language} ${node.apiId}`).sort()

describe('sourceNodes keeps its own nodes', () => {
  it('creates every node once, then only the changed ones, and deletes what the API dropped', async () => {
    const gatsby = fakeGatsby()
    const first = await gatsby.build(fakeApi({ images: 5 }).fetch)
    expect(gatsby.calls.stateful).toBe(1)
    expect(first.created.length).toBe(gatsby.store.size)
    expect(first.created.length).toBeGreaterThan(10)
    expect(first.deleted).toEqual([])

    // Nothing changed: nothing is created or deleted, every node stays.
    const size = gatsby.store.size
    const unchanged = await gatsby.build(fakeApi({ images: 5 }).fetch)
    expect(unchanged).toEqual({ created: [], deleted: [] })
    expect(gatsby.store.size).toBe(size)

    // One picture renamed: its node in each language is created again, nothing else.
    const renamed = await gatsby.build(withRenamed(fakeApi({ images: 5 }).fetch, '4'))
    expect(describeNodes(renamed.created)).toEqual(['PrintShopImage cs 4', 'PrintShopImage en 4'])
    expect(gatsby.store.get('node:print-shop:en:images:4')).toMatchObject({
      name: 'Sunset 4 (upraveno)',
    })

    // A picture gone from the API: its nodes (the picture, its place among the popular products)
    // are deleted.
    const dropped = await gatsby.build(withRenamed(fakeApi({ images: 4 }).fetch, '4'))
    expect(dropped.created).toEqual([])
    expect(describeNodes(dropped.deleted)).toEqual([
      'PrintShopImage cs 5',
      'PrintShopImage en 5',
      'PrintShopPopularProduct cs 5',
      'PrintShopPopularProduct en 5',
    ])
    expect([...gatsby.store.values()].some((node) => node.apiId === '5')).toBe(false)
  })

  it('compares with the nodes in the store when its cache is gone', async () => {
    const gatsby = fakeGatsby()
    await gatsby.build(fakeApi({ images: 5 }).fetch)
    gatsby.loseCache()
    const next = await gatsby.build(withRenamed(fakeApi({ images: 3 }).fetch, '2'))
    expect(describeNodes(next.created)).toEqual(['PrintShopImage cs 2', 'PrintShopImage en 2'])
    expect(describeNodes(next.deleted)).toEqual([
      'PrintShopImage cs 4',
      'PrintShopImage cs 5',
      'PrintShopImage en 4',
      'PrintShopImage en 5',
      'PrintShopPopularProduct cs 4',
      'PrintShopPopularProduct cs 5',
      'PrintShopPopularProduct en 4',
      'PrintShopPopularProduct en 5',
    ])
  })

  it('creates everything again when the store lost the nodes its cache remembers', async () => {
    const gatsby = fakeGatsby()
    await gatsby.build(fakeApi({ images: 3 }).fetch)
    gatsby.store.clear()
    const next = await gatsby.build(fakeApi({ images: 3 }).fetch)
    expect(next.created.length).toBe(gatsby.store.size)
    expect(next.created.length).toBeGreaterThan(10)
  })
})
