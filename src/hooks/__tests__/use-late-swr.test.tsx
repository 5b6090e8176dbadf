import * as React from 'react'
import { act, render, screen } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { useLateSWR } from '../use-late-swr'

function Probe({
  id,
  fetcher,
  renders,
}: {
  id: string | null
  fetcher: (id: string) => Promise<string>
  renders: string[]
}) {
  const { data } = useLateSWR(id ? ['probe', id] : null, () => fetcher(id!))
  renders.push(data ?? 'nothing')
  return <p>{data ?? 'nothing'}</p>
}

const fresh = ({ children }: { children: React.ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

describe('useLateSWR', () => {
  it('asks in a task after the commit and renders only when the answer comes', async () => {
    const asked: string[] = []
    const fetcher = async (id: string) => {
      asked.push(id)
      return `answer ${id}`
    }
    const renders: string[] = []
    jest.useFakeTimers()
    try {
      render(<Probe id="31" fetcher={fetcher} renders={renders} />, { wrapper: fresh })
      // Mounted and committed: nothing asked yet.
      expect(asked).toEqual([])
      await act(async () => {
        jest.runOnlyPendingTimers()
      })
      expect(asked).toEqual(['31'])
    } finally {
      jest.useRealTimers()
    }
    await screen.findByText('answer 31')
    // One render to mount, one for the answer: none in between to start the request.
    expect(renders).toEqual(['nothing', 'answer 31'])
  })

  it('asks again for another key, and nothing without one', async () => {
    const asked: string[] = []
    const fetcher = async (id: string) => {
      asked.push(id)
      return `answer ${id}`
    }
    const renders: string[] = []
    const { rerender } = render(<Probe id={null} fetcher={fetcher} renders={renders} />, {
      wrapper: fresh,
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(asked).toEqual([])
    rerender(<Probe id="7" fetcher={fetcher} renders={renders} />)
    await screen.findByText('answer 7')
    rerender(<Probe id="8" fetcher={fetcher} renders={renders} />)
    await screen.findByText('answer 8')
    expect(asked).toEqual(['7', '8'])
  })
})
