import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import { applicationServerKey } from "../api/pushClient";
import { PUSH_PROMPT_DELAY_MS, usePushPrompt } from "../usePush";
import { PushSettingsCard } from "./PushSettingsCard";

// The browser's push machinery, in small: one registration whose
// PushManager hands out a single subscription.
const ENDPOINT = "https://push.example.com/sub/abc";
let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: ReturnType<typeof vi.fn> } | null;
let subscribe: Mock<() => Promise<unknown>>;
let permission: NotificationPermission;

function installPush({ secure = true, ua = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140" } = {}) {
  Object.defineProperty(window, "isSecureContext", { value: secure, configurable: true });
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ua);
  subscription = null;
  subscribe = vi.fn<() => Promise<unknown>>(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "BPk", auth: "au" } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return subscription;
  });
  const reg = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal("PushManager", function PushManager() {});
  const N = Object.defineProperties(function Notification() {}, {
    // A getter, so each test's permission is read live.
    permission: { get: () => permission, configurable: true },
    requestPermission: {
      value: vi.fn(async () => {
        permission = "granted";
        return permission;
      }),
      configurable: true,
    },
  });
  vi.stubGlobal("Notification", N);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => reg,
      register: async () => reg,
      ready: Promise.resolve(reg),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

beforeEach(() => {
  permission = "default";
});
afterEach(() => {
  act(() => resetToasts());
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(window, "isSecureContext");
});

const card = () => screen.findByTestId("push-card");

describe("PushSettingsCard", () => {
  it("default: off, and the switch subscribes with the spec payload", async () => {
    installPush();
    const fetchMock = mockFetch({
      "GET /api/push/vapid-key": { body: { publicKey: "BAEC" } },
      "POST /api/push/subscribe": { body: { ok: true } },
      "DELETE /api/push/subscribe": { body: { ok: true } },
    });
    const user = userEvent.setup();
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "default");
    expect(screen.getByText(/^Off\. Turn on to get event updates on this device/)).toBeInTheDocument();
    const sw = screen.getByRole("switch", { name: "Push notifications" });
    expect(sw).not.toBeChecked();

    await user.click(sw);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Push notifications" })).toBeChecked());
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey("BAEC") });
    expect(sentBody(fetchMock, "POST /api/push/subscribe")).toEqual({
      subscription: { endpoint: ENDPOINT, keys: { p256dh: "BPk", auth: "au" } },
      deviceType: "desktop",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      isPWAInstalled: false,
      autoEnabled: false,
    });
    expect(screen.getByText(/^On: event updates/)).toBeInTheDocument();

    // And off again: the server forgets the endpoint, the browser unsubscribes.
    const sub = subscription;
    await user.click(screen.getByRole("switch", { name: "Push notifications" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Push notifications" })).not.toBeChecked());
    expect(sentBody(fetchMock, "DELETE /api/push/subscribe")).toEqual({ endpoint: ENDPOINT });
    expect(sub?.unsubscribe).toHaveBeenCalled();
  });

  it("granted and subscribed: on", async () => {
    installPush();
    permission = "granted";
    await subscribe();
    mockFetch({});
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "on");
    expect(screen.getByRole("switch", { name: "Push notifications" })).toBeChecked();
  });

  it("denied: no switch, and how to allow it again", async () => {
    installPush();
    permission = "denied";
    mockFetch({});
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "denied");
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByText(/Notifications are blocked for this site\. To turn them back on, open your browser's site settings/)).toBeInTheDocument();
  });

  it("a refused permission leaves it off, says so and logs", async () => {
    installPush();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<PushSettingsCard />);
    vi.mocked(Notification.requestPermission).mockImplementation(() => {
      permission = "denied";
      return Promise.resolve(permission);
    });
    await user.click(await screen.findByRole("switch", { name: "Push notifications" }));
    expect(await screen.findByText("Could not turn on push notifications")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(await card()).toHaveAttribute("data-state", "denied");
  });

  it("insecure context: explains https", async () => {
    installPush({ secure: false });
    mockFetch({});
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "insecure");
    expect(screen.getByText(/need a secure \(https\) connection/)).toBeInTheDocument();
  });

  it("no Push API: unsupported", async () => {
    installPush();
    vi.stubGlobal("PushManager", undefined);
    Reflect.deleteProperty(window, "PushManager");
    mockFetch({});
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "unsupported");
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
  });

  it("iPhone in Safari (not installed): add to the Home Screen first", async () => {
    installPush({ ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1" });
    mockFetch({});
    renderApp(<PushSettingsCard />);
    expect(await card()).toHaveAttribute("data-state", "ios-install");
    expect(screen.getByText(/tap Share, then 'Add to Home Screen'/)).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
  });
});

describe("applicationServerKey", () => {
  it("decodes base64url without padding", () => {
    expect(Array.from(applicationServerKey("BAEC"))).toEqual([4, 1, 2]);
    expect(Array.from(applicationServerKey("_-8"))).toEqual([255, 239]);
  });
});

function Prompt() {
  usePushPrompt(true);
  return null;
}

function displayMode(standalone: boolean) {
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: standalone && q === "(display-mode: standalone)", media: q, addEventListener() {}, removeEventListener() {} }));
}

describe("usePushPrompt", () => {
  it("in the installed app, subscribes 1 s after load with autoEnabled", async () => {
    installPush();
    displayMode(true);
    const fetchMock = mockFetch({ "GET /api/push/vapid-key": { body: { publicKey: "BAEC" } }, "POST /api/push/subscribe": { body: { ok: true } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(<Prompt />);
      await act(async () => vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS - 100));
      expect(Notification.requestPermission).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(sentBody(fetchMock, "POST /api/push/subscribe")).toMatchObject({ isPWAInstalled: true, autoEnabled: true }));
    } finally {
      vi.useRealTimers();
    }
  });

  it("in a browser tab, or after the member turned push off, it does nothing", async () => {
    installPush();
    displayMode(false);
    const fetchMock = mockFetch({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const first = renderApp(<Prompt />);
      await act(async () => vi.advanceTimersByTimeAsync(2000));
      first.unmount();
      displayMode(true);
      localStorage.setItem("golfclub_push_off", "1");
      renderApp(<Prompt />);
      await act(async () => vi.advanceTimersByTimeAsync(2000));
      expect(Notification.requestPermission).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
