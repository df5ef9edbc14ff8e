import type { OrderRequest } from '@/lib/schemas/order';

/** What was ordered and what it costs, as priced when the order was created. */
export interface OrderRecord {
  orderId: string;
  createdAt: string;
  order: OrderRequest;
  /** The template's description, as it read when the order was made. */
  templateDescription: string;
  /** The purchase unit's description sent to PayPal (orderDescription). */
  description: string;
  unitAmount: string;
  amount: string;
  currency: string;
}
