import fs from 'node:fs'
import path from 'node:path'
import { API_ROOT } from '../config.js'

/** The scheduled rebuild as shipped: deploy/systemd/print-shop-rebuild.timer. */
export const REBUILD_TIMER = path.join(
  API_ROOT,
  '..',
  'deploy',
  'systemd',
  'print-shop-rebuild.timer',
)

/**
 * How often the shipped timer rebuilds and when it next does, read from its `OnCalendar=*:M/N`
 * (every N minutes from minute M of each hour); null when the file is not there or says otherwise.
 * The tool cannot see whether the timer is enabled on the server, only what it would do.
 */
export function nextRebuild(
  now = new Date(),
  timer = REBUILD_TIMER,
): { everyMinutes: number; at: Date } | null {
  let text: string
  try {
    text = fs.readFileSync(timer, 'utf8')
  } catch {
    return null
  }
  const match = /^OnCalendar=\*:(\d{1,2})\/(\d{1,2})\s*$/m.exec(text)
  if (!match) return null
  const [first, every] = [Number(match[1]), Number(match[2])]
  if (!every) return null
  const at = new Date(now)
  at.setSeconds(0, 0)
  do at.setMinutes(at.getMinutes() + 1)
  while (at.getMinutes() < first || (at.getMinutes() - first) % every !== 0)
  return { everyMinutes: every, at }
}
