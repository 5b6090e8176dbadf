import type { TaxDocument } from '../types'

/** A tax document as the order lists it (GET /me/orders/{id}, attribute `documents`). */
export interface TaxDocumentDocument {
  number: string
  kind: TaxDocument['kind']
  issued_on: string
  pdf_url: string
  isdoc_url: string
}

/** The order's invoice and credit notes; an answer without the list (an older API) has none. */
export function reshapeTaxDocuments(wire: TaxDocumentDocument[] | undefined): TaxDocument[] {
  return (wire ?? []).map((document) => ({
    number: document.number,
    kind: document.kind,
    issuedOn: document.issued_on,
    pdfUrl: document.pdf_url,
    isdocUrl: document.isdoc_url,
  }))
}
