import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { SessionResource, SessionsDocument } from '@print-shop/shop-domain/responses/accounts'
import { flatten, pick, type Flat } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'

/** A device the shopper is signed in on (GET /me/sessions). */
export interface SignedInDevice {
  id: string
  /** "Chrome", "Safari"…; null when the browser did not say. */
  browser: string | null
  /** "Windows", "iOS"…; null when the browser did not say. */
  system: string | null
  signedInAt: string
  lastSeenAt: string
  expiresAt: string
  remember: boolean
  /** The device this page is open on. */
  current: boolean
}

export function reshapeSignedInDevice(device: Flat<SessionResource>): SignedInDevice {
  return pick(device, [
    'id',
    'browser',
    'system',
    'signedInAt',
    'lastSeenAt',
    'expiresAt',
    'remember',
    'current',
  ])
}

export const devicesKey = (language: Language) => ['me-sessions', language] as const

export async function getDevices(language: Language): Promise<SignedInDevice[]> {
  const document = await apiRequest<SessionsDocument>('/me/sessions', { language })
  return flatten(document).map(reshapeSignedInDevice)
}

export function useDevices(language: Language) {
  return useSWR(devicesKey(language), () => getDevices(language))
}

/** DELETE /me/sessions/{id}: signs one other device out. */
export async function signOutDevice(id: string, language: Language): Promise<void> {
  await apiRequest(`/me/sessions/${id}`, { method: 'DELETE', language })
}

/** DELETE /me/sessions: signs out everywhere but on this device. */
export async function signOutOtherDevices(language: Language): Promise<void> {
  await apiRequest('/me/sessions', { method: 'DELETE', language })
}
