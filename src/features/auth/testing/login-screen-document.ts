/** GET /homepage/login_screens' answer: the sign-in dialog's picture and texts. */
export const loginScreenDocument = {
  data: [
    {
      type: 'login_screens',
      id: '1',
      attributes: {
        modal: 'sign-in',
        title: 'Vítejte zpět',
        subtitle: 'Přihlaste se',
        highlighted_points: ['Oblíbené obrazy na jednom místě'],
        image: { conversions: { wh1080: { url: 'https://example.test/1080.jpg' } } },
      },
    },
  ],
}
