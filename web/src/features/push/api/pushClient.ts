// The push helper, loaded lazily (spec 1 §7 "a push helper is loaded
// lazily to create the subscription"): fetch the VAPID key, subscribe in
// the browser, hand the subscription to the server; and the reverse.
// Contract: COMMON.md "Web Push".
import { api } from "@/shared/lib/api";
import { deviceType, isInstalled } from "../env";
import { trackEvent } from "@/shared/lib/analytics";

export const VAPID_KEY_URL = "/api/push/vapid-key";
export const SUBSCRIBE_URL = "/api/push/subscribe";

/** A base64url VAPID key → the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The service worker registration, registering /sw.js if nothing has yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, or null (no worker or not subscribed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) return null;
  return reg.pushManager.getSubscription();
}

export interface SubscribePayload {
  subscription: PushSubscriptionJSON;
  deviceType: string;
  userAgent: string;
  isPWAInstalled: boolean;
  autoEnabled: boolean;
}

export function subscribePayload(sub: PushSubscription, autoEnabled: boolean): SubscribePayload {
  return {
    subscription: sub.toJSON(),
    deviceType: deviceType(),
    userAgent: navigator.userAgent,
    isPWAInstalled: isInstalled(),
    autoEnabled,
  };
}

/**
 * Asks for permission if not yet decided, subscribes and tells the server.
 * autoEnabled: true when the installed-app prompt did it, false when the
 * member pressed the switch. Throws when permission is refused.
 */
export async function enablePush({ autoEnabled }: { autoEnabled: boolean }): Promise<PushSubscription> {
  let permission = Notification.permission;
  if (permission === "default") permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(`notification permission ${permission}`);
  const reg = await registration();
  let sub = await reg.pushManager.getSubscription();
  const isNew = !sub;
  if (!sub) {
    const { publicKey } = await api.get<{ publicKey: string }>(VAPID_KEY_URL);
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  }
  await api.post<{ ok: boolean }>(SUBSCRIBE_URL, subscribePayload(sub, autoEnabled));
  // Only a device newly subscribed counts: the installed app re-sends its
  // subscription on every start.
  if (isNew) trackEvent("push_enabled", autoEnabled ? "prompt" : "switch");
  return sub;
}

/** Tells the server to forget this device, then drops the browser's subscription. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  try {
    await api.del<{ ok: boolean }>(SUBSCRIBE_URL, { endpoint: sub.endpoint });
  } finally {
    // Even if the server call failed, this device stops receiving.
    await sub.unsubscribe();
  }
}
