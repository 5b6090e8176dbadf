import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type {
  LoginScreenResource,
  LoginScreensDocument,
} from '@print-shop/shop-domain/responses/homepage'
import { flatten, pick, type Flat } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'

/** The side panel of a dialog: promotional copy edited in the shop's administration. */
export interface LoginScreen {
  id: string
  modal: string
  title: string
  subtitle: string
  highlightedPoints: string[]
  /** The panel's picture, 1080 px wide; null when it has none. */
  imageUrl: string | null
}

export function reshapeLoginScreen(screen: Flat<LoginScreenResource>): LoginScreen {
  return {
    ...pick(screen, ['id', 'modal', 'title', 'subtitle', 'highlightedPoints']),
    // The picture is edited in the administration, which may leave a screen without one.
    imageUrl: screen.image?.conversions?.wh1080?.url ?? null,
  }
}

/** The content keys of the dialogs' side panels, as the API's seed names them. */
export const loginScreenKeys = {
  'sign-in': 'sign-in',
  registration: 'registration',
  'password-forgotten': 'MODAL_FORGOT_PASSWORD',
  'password-reset': 'MODAL_RESET_PASSWORD',
} as const

export async function getLoginScreen(
  modal: string,
  language: Language,
): Promise<LoginScreen | null> {
  const query = new URLSearchParams({ 'filter[modal]': modal, 'filter[frontend_client]': 'spa' })
  const document = await apiRequest<LoginScreensDocument>(
    `/homepage/login_screens?${query.toString()}`,
    { language },
  )
  const screen = flatten(document)[0]
  return screen ? reshapeLoginScreen(screen) : null
}

/** The panel is decoration: it is not asked for again on focus, and a failure just leaves it out. */
export function useLoginScreen(modal: string, language: Language) {
  return useSWR(['login-screen', modal, language], () => getLoginScreen(modal, language), {
    revalidateOnFocus: false,
  })
}
