import type { orderItems, orders } from '../db/schema.js'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
