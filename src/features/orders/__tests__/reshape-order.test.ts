import type { orderResource } from '@print-shop/shop-domain/responses/orders'
import { flatten } from '../../../lib/jsonapi'
import { reshapeOrder } from '../api/reshape-order'
import { orderDocument } from '../testing/order-documents'

const order = (options: Parameters<typeof orderDocument>[0]) =>
  reshapeOrder(flatten<typeof orderResource>(orderDocument(options)))

describe('reshapeOrder', () => {
  it('turns an unpaid bank-transfer order with its items into the order type', () => {
    const placed = order({ id: '42', number: '2026000042' })
    expect(placed).toMatchObject({
      id: '42',
      number: '2026000042',
      status: 'new',
      paymentMethod: 'bank_transfer',
      paid: false,
      paidAt: null,
      itemsCount: 3,
      itemsTotal: 118000,
      discount: 10000,
      couponCode: 'JARO10',
      deliveryPrice: 9900,
      total: 117900,
      totalNet: 97438,
      totalVat: 20462,
      vatRatePercent: 21,
      delivery: { slug: 'packeta', name: 'Zásilkovna', productionDays: 2, transitDays: 2 },
      pickupPoint: { id: 'PKT-1001', carrier: 'packeta', name: 'Trafika U Nádraží' },
      billing: {
        firstName: 'Jana',
        lastName: 'Nováková',
        companyId: null,
        vatId: null,
        email: 'fakturace@novakova.cz',
        phoneNumber: '+420777123456',
      },
      shipping: null,
      note: 'Prosím zabalit jako dárek.',
      statusHistory: [{ status: 'new', createdAt: '2026-03-05T10:30:00.000Z' }],
      paymentInstructions: {
        holder: 'Obrazárna s.r.o.',
        accountNumber: '2801234578/2010',
        iban: 'CZ0520100000002801234578',
        bic: 'FIOBCZPPXXX',
        variableSymbol: '2026000042',
        amount: 117900,
        currency: 'CZK',
        dueDate: '2026-03-19',
        message: 'Objednavka 2026000042',
        qrPayment: { format: 'spd', payload: expect.stringMatching(/^SPD\*1\.0\*/) },
      },
      createdAt: '2026-03-05T10:30:00.000Z',
      updatedAt: '2026-03-05T10:30:00.000Z',
    })
    expect(placed.items).toEqual([
      {
        id: '421',
        imageName: 'Horská louka',
        layoutName: 'Fotoobraz na plátně',
        paperName: 'Matný papír',
        imageUrl: 'http://localhost:4000/v1/media/images/31/640.jpg',
        mediaUrl: 'http://localhost:4000/v1/media/images/31',
        imageWidth: 4000,
        imageHeight: 2000,
        customWidth: 400,
        customHeight: 300,
        formatType: 'original',
        coordinateX: null,
        coordinateY: null,
        crop: null,
        quantity: 2,
        unitPrice: 49000,
        totalPrice: 98000,
        discount: 0,
        withdrawable: true,
      },
      {
        id: '422',
        imageName: 'Staré Město',
        layoutName: 'Plakát',
        paperName: 'Lesklý papír',
        imageUrl: 'http://localhost:4000/v1/media/images/32/640.jpg',
        mediaUrl: 'http://localhost:4000/v1/media/images/32',
        imageWidth: 3000,
        imageHeight: 4000,
        customWidth: 600,
        customHeight: 400,
        formatType: 'crop',
        coordinateX: 0,
        coordinateY: 1000,
        crop: { x: 0, y: 1000, width: 3000, height: 2000 },
        quantity: 1,
        unitPrice: 20000,
        totalPrice: 20000,
        discount: 0,
        withdrawable: false,
      },
    ])
  })

  it('has the payment time and no bank details once paid', () => {
    expect(order({ id: '43', paid: true })).toMatchObject({
      status: 'paid',
      paid: true,
      paidAt: '2026-03-05T11:00:00.000Z',
      paymentInstructions: null,
      statusHistory: [
        { status: 'new', createdAt: '2026-03-05T10:30:00.000Z' },
        { status: 'paid', createdAt: '2026-03-05T11:00:00.000Z' },
      ],
    })
  })
})
