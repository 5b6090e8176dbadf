/**
 * @jest-environment node
 */
import type { SourceNodesArgs } from 'gatsby'
import { sourceNodes } from '../page-nodes'

describe('sourceNodes', () => {
  it('touches every page node of the last build and nothing else', () => {
    const pages = [
      { id: 'SitePage /', internal: { type: 'SitePage' } },
      { id: 'SitePage /en/produkt/7', internal: { type: 'SitePage' } },
    ]
    const touched: string[] = []
    const args = {
      actions: { touchNode: (node: { id: string }) => touched.push(node.id) },
      getNodesByType: (type: string) => (type === 'SitePage' ? pages : []),
    } as unknown as SourceNodesArgs
    void (sourceNodes as (args: SourceNodesArgs) => void)(args)
    expect(touched).toEqual(['SitePage /', 'SitePage /en/produkt/7'])
  })
})
