import { api } from '../../api/client';

/** Web push on this device: the service worker is registered here, only when the user switches push on. */

const SERVICE_WORKER = '/sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnablePushResult = 'enabled' | 'denied';

/** Asks permission, registers the service worker, subscribes and stores the device. */
export async function enablePush(): Promise<EnablePushResult> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await api.post('/api/protected/push-subscriptions', subscription.toJSON());
  return 'enabled';
}

/** Forgets this device, at the server and in the browser. */
export async function disablePush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api.deleteWithBody('/api/protected/push-subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
