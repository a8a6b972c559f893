/** The call the delivery board reads for the day before today (server/operations/delivery-day.routes.ts). */
export const DELIVERY_YESTERDAY = '/live/delivery-yesterday';

/** What was delivered on one plant day, in the delivery board's own figures. */
export interface DeliveryDay {
  /** `YYYY-MM-DD`, plant time */
  date: string;
  /** m³ on issued tickets */
  delivered: number;
  tickets: number;
  /** average minutes from loading to back at the plant, over the rounds completed */
  turnaround: number | null;
  byCustomer: { name: string; quantity: number }[];
  bySite: { name: string; quantity: number }[];
}
