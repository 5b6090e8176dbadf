import { pick } from '../../../lib/jsonapi'
import type { FlatOrder } from './reshape-order'
import type { TaxDocument } from '../types'

/** The order's invoice and credit notes; an answer without the list (an older API) has none. */
export function reshapeTaxDocuments(documents: FlatOrder['documents'] | undefined): TaxDocument[] {
  return (documents ?? []).map((document) =>
    pick(document, ['number', 'kind', 'issuedOn', 'pdfUrl', 'isdocUrl']),
  )
}
