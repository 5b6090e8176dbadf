import { withoutUnreadEnvironment } from '../renderer-environment'

describe('withoutUnreadEnvironment', () => {
  it('keeps what the renderer reads and drops the rest of the environment', () => {
    expect(
      withoutUnreadEnvironment({
        'process.env': '({})',
        'process.env.NODE_ENV': '"production"',
        'process.env.BUILD_STAGE': '"build-html"',
        'process.env.GATSBY_API_URL': '"http://localhost:4000/v1"',
        'process.env.gatsby_executing_command': '"build"',
        'process.env.npm_lifecycle_event': '"rebuild"',
        'process.env.PRINT_SHOP_SNAPSHOT': '".cache/print-shop-snapshot.json"',
        'process.env.DATABASE_URL': '"postgres://shop:secret@db/shop"',
        __PATH_PREFIX__: '""',
      }),
    ).toEqual({
      'process.env': '({})',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-html"',
      'process.env.GATSBY_API_URL': '"http://localhost:4000/v1"',
      'process.env.gatsby_executing_command': '"build"',
      __PATH_PREFIX__: '""',
    })
  })
})
