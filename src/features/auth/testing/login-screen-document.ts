import type { LoginScreensDocument } from '@print-shop/shop-domain/responses/homepage'

/** GET /homepage/login_screens' answer: the sign-in dialog's picture and texts. */
export const loginScreenDocument: LoginScreensDocument = {
  data: [
    {
      type: 'login_screens',
      id: '1',
      attributes: {
        modal: 'sign-in',
        title: 'Vítejte zpět',
        subtitle: 'Přihlaste se',
        highlighted_points: ['Oblíbené obrazy na jednom místě'],
        image: {
          url: 'https://example.test/original.jpg',
          media_url: 'https://example.test/media',
          conversions: { wh1080: { url: 'https://example.test/1080.jpg' } },
        },
      },
    },
  ],
}
