import * as React from 'react'
import { useTaskEffect } from './use-task-effect'

/**
 * False while the page hydrates (or first mounts), true from a browser task of its own after that:
 * a check that can wait starts then, off the first visit's blocking work and the first paint.
 */
export function useAfterHydration(): boolean {
  const [started, setStarted] = React.useState(false)
  useTaskEffect(() => setStarted(true), [])
  return started
}
