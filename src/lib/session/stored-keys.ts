/**
 * What the browser keeps between visits: the login key (the user id, which tells us a session is
 * worth asking for), the basket uuid, and a message to show after the next page load.
 */
const LOGIN_KEY = 'print-shop.login-key'
const BASKET_KEY = 'print-shop.basket'
const FLASH_KEY = 'print-shop.flash'

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null // private mode or storage blocked: the shop works without remembering
  }
}

export const loginKey = {
  read: () => storage('local')?.getItem(LOGIN_KEY) ?? null,
  save: (userId: string) => storage('local')?.setItem(LOGIN_KEY, userId),
  remove: () => storage('local')?.removeItem(LOGIN_KEY),
}

export const basketKey = {
  read: () => storage('local')?.getItem(BASKET_KEY) ?? null,
  save: (uuid: string) => storage('local')?.setItem(BASKET_KEY, uuid),
  remove: () => storage('local')?.removeItem(BASKET_KEY),
}

/**
 * A success message (a translation key) shown by the next page: it survives the reload after logging
 * out or deleting the account, and the move to another language's page.
 */
export const flash = {
  save: (translationKey: string) => storage('session')?.setItem(FLASH_KEY, translationKey),
  take: () => {
    const value = storage('session')?.getItem(FLASH_KEY) ?? null
    storage('session')?.removeItem(FLASH_KEY)
    return value
  },
}
