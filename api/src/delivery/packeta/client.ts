import type { PacketaSettings } from '../../config/packeta.js'

/**
 * The shop's one client of Packeta (https://docs.packetery.com): the pickup-point feeds (v5 JSON
 * export) and the XML REST API (`createPacket`, `packetLabelPdf`). It knows the protocol only;
 * what the shop does with the answers is in point-import.ts and orders/shipments.ts.
 */

/** Why a call to Packeta did not give what was asked. */
export type PacketaProblem = 'not_configured' | 'unreachable' | 'timeout' | 'refused' | 'unexpected'

export class PacketaError extends Error {
  constructor(
    readonly problem: PacketaProblem,
    /** What Packeta or the network said, for the owner (a fault's name and its details). */
    readonly detail: string,
  ) {
    super(`${problem}: ${detail}`)
    this.name = 'PacketaError'
  }
}

/** The feeds a shop's points come from: the pickup points and, apart since v5, the Z-BOXes. */
export const POINT_FEEDS = ['branch', 'box'] as const

async function call(url: string, init: RequestInit, timeout: number): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) })
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new PacketaError('timeout', `no answer within ${timeout} ms`)
    const cause = (error as Error & { cause?: Error }).cause
    throw new PacketaError('unreachable', cause?.message ?? (error as Error).message)
  }
  if (!response.ok) throw new PacketaError('unexpected', `HTTP ${response.status}`)
  return response
}

/** The body of an answer; a timeout while it is still arriving is a timeout too. */
async function text(response: Response): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new PacketaError('timeout', 'the answer did not arrive in time')
    throw new PacketaError('unreachable', (error as Error).message)
  }
}

/**
 * One feed's text, `<pointsUrl>/v5/<key>/<feed>.json?lang=cs` (names and opening hours in Czech).
 * The key is part of the address: it is never logged from here.
 */
export async function downloadPointFeed(
  settings: PacketaSettings,
  feed: (typeof POINT_FEEDS)[number],
): Promise<string> {
  if (!settings.apiKey) throw new PacketaError('not_configured', 'PACKETA_API_KEY is not set')
  const url = `${settings.pointsUrl}/v5/${encodeURIComponent(settings.apiKey)}/${feed}.json?lang=cs`
  return text(await call(url, { headers: { accept: 'application/json' } }, settings.feedTimeout))
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
const unescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** `<name>value</name>` for each given value, in order; empty values are left out. */
function elements(values: Record<string, string | number | null | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `<${name}>${escape(String(value))}</${name}>`)
    .join('')
}

/** The text of the first `<name>` element of an answer, or null. */
function element(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)
  return match ? unescape(match[1]!.trim()) : null
}

/**
 * Sends one call of the REST API and gives its `<result>`; a `<status>fault</status>` answer is
 * refused, with the fault's name, its text and each attribute's fault (PacketAttributesFault names
 * the wrong fields).
 */
async function restCall(settings: PacketaSettings, method: string, body: string): Promise<string> {
  if (!settings.apiPassword)
    throw new PacketaError('not_configured', 'PACKETA_API_PASSWORD is not set')
  const xml = `<?xml version="1.0" encoding="UTF-8"?><${method}>${elements({ apiPassword: settings.apiPassword })}${body}</${method}>`
  const response = await call(
    settings.apiUrl,
    { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml },
    settings.timeout,
  )
  const answer = await text(response)
  const status = element(answer, 'status')
  if (status === 'ok') return element(answer, 'result') ?? ''
  if (status !== 'fault') throw new PacketaError('unexpected', 'the answer is not Packeta’s XML')
  const fields = [
    ...answer.matchAll(
      /<fault>\s*<name>([\s\S]*?)<\/name>\s*<fault>([\s\S]*?)<\/fault>\s*<\/fault>/g,
    ),
  ].map((match) => `${unescape(match[1]!)}: ${unescape(match[2]!)}`)
  const fault = element(answer, 'fault')?.replace(/<[\s\S]*$/, '') ?? 'fault'
  const detail = [fault, element(answer, 'string'), ...fields].filter(Boolean).join('; ')
  throw new PacketaError('refused', detail)
}

/** What a packet to a pickup point says (`packetAttributes`); money in major units. */
export interface PacketAttributes {
  /** The shop's order number. */
  number: string
  name: string
  surname: string
  email: string | null
  phone: string | null
  /** The pickup point's id. */
  addressId: string
  value: string
  currency: string
  /** Kilograms, up to three decimals. */
  weight: string
}

export interface CreatedPacket {
  id: string
  barcode: string
}

/** createPacket: Packeta's id and barcode of the new packet. */
export async function createPacket(
  settings: PacketaSettings,
  packet: PacketAttributes,
): Promise<CreatedPacket> {
  const attributes = elements({ ...packet, eshop: settings.sender })
  const result = await restCall(
    settings,
    'createPacket',
    `<packetAttributes>${attributes}</packetAttributes>`,
  )
  const id = element(result, 'id')
  const barcode = element(result, 'barcode')
  if (!id || !barcode)
    throw new PacketaError('unexpected', 'the answer has no packet id or barcode')
  return { id, barcode }
}

/** packetLabelPdf: the packet's label as PDF, A6 on a page of its own. */
export async function packetLabelPdf(settings: PacketaSettings, packetId: string): Promise<Buffer> {
  const result = await restCall(
    settings,
    'packetLabelPdf',
    elements({ packetId, format: 'A6 on A6', offset: 0 }),
  )
  const pdf = Buffer.from(result.replace(/\s+/g, ''), 'base64')
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new PacketaError('unexpected', 'the label is not a PDF')
  return pdf
}
