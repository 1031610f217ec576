// The admin event channel (visitor §6: "Admin users get an admin event broadcast channel"): on an admin's
// page the analytics and tracking events are also posted on a BroadcastChannel, so the site owner's
// other tabs (the config area, the demo inspector) can show them as they happen. Nothing is posted until
// startAdminChannel() runs, which the runtime does for admin users only.
import { ADMIN_CHANNEL_NAME } from '../../catalog/analytics.ts';
import { clock } from '../clock.ts';

/** What the page posts: the event's type, its data, the page path and the client time (ms). */
export interface AdminEvent {
  type: string;
  data: unknown;
  path: string;
  timestamp: number;
}

let channel: BroadcastChannel | null = null;

/** A new channel, or null where BroadcastChannel is missing or refuses (a SecurityError in an opaque origin). */
function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  try {
    return new BroadcastChannel(ADMIN_CHANNEL_NAME);
  } catch {
    return null;
  }
}

/**
 * Opens the channel (once per page); returns the function that closes it. A no-op where the page
 * cannot have a BroadcastChannel: nothing is posted, and the returned function does nothing.
 */
export function startAdminChannel(): () => void {
  channel ??= openChannel();
  const opened = channel;
  if (!opened) return () => {};
  return () => {
    if (channel !== opened) return;
    opened.close();
    channel = null;
  };
}

/** Posts one event on the open channel; nothing happens when the channel is closed. Never throws. */
export function postAdminEvent(type: string, data: unknown): void {
  if (!channel) return;
  const event: AdminEvent = { type, data, path: location.pathname, timestamp: clock.now() };
  try {
    channel.postMessage(event);
  } catch {
    // Data that cannot be cloned (a function, a DOM node): the event is posted without it.
    try {
      channel.postMessage({ ...event, data: null });
    } catch {
      // The channel was closed under us.
    }
  }
}

/** For the receiving side (another tab, the demo): calls `listener` with each admin event; returns the unsubscribe. */
export function listenAdminEvents(listener: (event: AdminEvent) => void): () => void {
  const receiver = openChannel();
  if (!receiver) return () => {};
  receiver.onmessage = (message: MessageEvent) => {
    try {
      listener(message.data as AdminEvent);
    } catch {
      // A listener's fault stays with the listener.
    }
  };
  return () => receiver.close();
}
