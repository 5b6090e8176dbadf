import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
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

/** A session as the API sends it (JSON:API, flattened). */
interface SignedInDeviceDocument {
  id: string
  browser: string | null
  system: string | null
  signed_in_at: string
  last_seen_at: string
  expires_at: string
  remember: boolean
  current: boolean
}

export function reshapeSignedInDevice(device: SignedInDeviceDocument): SignedInDevice {
  return {
    id: device.id,
    browser: device.browser,
    system: device.system,
    signedInAt: device.signed_in_at,
    lastSeenAt: device.last_seen_at,
    expiresAt: device.expires_at,
    remember: device.remember,
    current: device.current,
  }
}

export const devicesKey = (language: Language) => ['me-sessions', language] as const

export async function getDevices(language: Language): Promise<SignedInDevice[]> {
  const document = await apiRequest<JsonApiDocument<Resource[]>>('/me/sessions', { language })
  return flatten<SignedInDeviceDocument>(document).map(reshapeSignedInDevice)
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
