import { createElementClass } from '../runtime/bridge/create-element.ts';
import { oneOf, string } from '../runtime/bridge/attributes.ts';
import { BOOKING_PROVIDERS } from '../catalog/map-settings.ts';
import { Booking, BOOKING_STYLES, readBookingData } from '../react-core/booking/booking.tsx';

export { bookingLayout, ownerLoggedIn, type BookingLayout } from '../react-core/booking/booking.tsx';

/**
 * The table-booking block (visitor §2, §6, §9): a Tock or OpenTable reservation embed or link, in a
 * column (Tock, 750 px or less) or wide (OpenTable, above 850 px) layout by the element's width; a
 * logged-in site owner sees the 'Preview Only' notice instead.
 */
export const SqBookingElement = createElementClass({
  tag: 'sq-booking',
  description: /* manifest-only */ 'A Tock or OpenTable reservation widget; a logged-in owner sees a preview-only notice.',
  attributes: {
    provider: oneOf(BOOKING_PROVIDERS, 'tock', /* manifest-only */ 'The reservation provider: tock or opentable.'),
    businessId: string('', /* manifest-only */ 'The business on the provider (Tock venue slug, OpenTable restaurant id); makes the reservation link when the element has no children.'),
  },
  read: readBookingData,
  live: true,
  component: Booking,
  styles: BOOKING_STYLES,
});
export type SqBookingElement = InstanceType<typeof SqBookingElement>;
export default SqBookingElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-booking': SqBookingElement }
}
