import * as React from 'react'
import { PROMOTION_END_SCRIPT } from '../../lib/promotion-time'

/**
 * Placed after what advertises a promotion on a pre-built page: hides it before the first paint
 * when the promotion has ended since the build (lib/promotion-time.ts).
 */
export function PromotionEndCheck() {
  return <script dangerouslySetInnerHTML={{ __html: PROMOTION_END_SCRIPT }} />
}
