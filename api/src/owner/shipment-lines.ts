import type { Shipment } from '../orders/shipments.js'
import { t } from './language.js'

/** Why a packet failed, in the owner's language: the kind of failure, then Packeta's own words. */
export function shipmentProblem(shipment: Shipment): string {
  return t(`owner.tool.packeta.problem.${shipment.problem ?? 'unexpected'}`, {
    detail: shipment.detail ?? '',
  })
}

/** An order's Packeta packet as the tool prints it: made, or not made with why and what to do. */
export function shipmentLines(shipment: Shipment): string[] {
  if (shipment.status === 'created')
    return [
      t('owner.tool.packeta.created', {
        number: shipment.number,
        packet: shipment.packet_id ?? '',
        barcode: shipment.barcode ?? '',
      }),
    ]
  if (shipment.status === 'failed')
    return [
      t('owner.tool.packeta.failed', { number: shipment.number, why: shipmentProblem(shipment) }),
      t('owner.tool.packeta.retry_hint', { number: shipment.number }),
    ]
  return [t('owner.tool.packeta.creating', { number: shipment.number })]
}
