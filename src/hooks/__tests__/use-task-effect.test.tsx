import * as React from 'react'
import { act, render } from '@testing-library/react'
import { useTaskEffect } from '../use-task-effect'

function Probe({ value, log }: { value: string; log: string[] }) {
  useTaskEffect(() => {
    log.push(`run ${value}`)
    return () => {
      log.push(`clean ${value}`)
    }
  }, [value, log])
  return null
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('useTaskEffect', () => {
  it('runs the effect in a task of its own after the commit, and cleans up as useEffect does', () => {
    const log: string[] = []
    const { rerender, unmount } = render(<Probe value="a" log={log} />)
    expect(log).toEqual([])
    act(() => jest.runOnlyPendingTimers())
    expect(log).toEqual(['run a'])

    rerender(<Probe value="b" log={log} />)
    expect(log).toEqual(['run a', 'clean a'])
    act(() => jest.runOnlyPendingTimers())
    expect(log).toEqual(['run a', 'clean a', 'run b'])

    rerender(<Probe value="b" log={log} />)
    act(() => jest.runOnlyPendingTimers())
    expect(log).toEqual(['run a', 'clean a', 'run b'])

    unmount()
    expect(log).toEqual(['run a', 'clean a', 'run b', 'clean b'])
  })

  it('never runs an effect whose component went before its task came', () => {
    const log: string[] = []
    const { unmount } = render(<Probe value="a" log={log} />)
    unmount()
    act(() => jest.runOnlyPendingTimers())
    expect(log).toEqual([])
  })
})
