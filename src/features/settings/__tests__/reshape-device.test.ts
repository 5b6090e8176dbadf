import { flatten } from '@print-shop/shop-domain/camel-case'
import { reshapeSignedInDevice } from '../api/sessions'

describe('reshapeSignedInDevice', () => {
  it('turns a session of the API into a signed-in device', () => {
    expect(
      reshapeSignedInDevice(
        flatten({
          type: 'sessions',
          id: '0123456789abcdef01234567',
          attributes: {
            browser: 'Firefox',
            system: 'Windows',
            signed_in_at: '2026-11-20T08:00:00Z',
            last_seen_at: '2026-11-25T17:30:00Z',
            expires_at: '2026-12-25T17:30:00Z',
            remember: true,
            current: true,
          },
        }),
      ),
    ).toEqual({
      id: '0123456789abcdef01234567',
      browser: 'Firefox',
      system: 'Windows',
      signedInAt: '2026-11-20T08:00:00Z',
      lastSeenAt: '2026-11-25T17:30:00Z',
      expiresAt: '2026-12-25T17:30:00Z',
      remember: true,
      current: true,
    })
  })
})
