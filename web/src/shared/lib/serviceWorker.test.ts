import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastInput } from "@/shared/ui/use-toast";
import { registerServiceWorker, UPDATE_PROMPT } from "./serviceWorker";

const toastSpy = vi.hoisted(() => vi.fn((input: ToastInput) => ({ id: "1", input })));
vi.mock("@/shared/ui/use-toast", () => ({ toast: toastSpy }));

// A stand-in for navigator.serviceWorker and its registration.
function fakeContainer(controller: object | null) {
  const container = new EventTarget() as EventTarget & { controller: object | null; register: (u: string) => Promise<unknown> };
  const reg = new EventTarget() as EventTarget & { installing: unknown; waiting: unknown };
  reg.installing = null;
  reg.waiting = null;
  container.controller = controller;
  container.register = vi.fn(() => Promise.resolve(reg));
  return { container, reg };
}

describe("registerServiceWorker", () => {
  const reload = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    reload.mockReset();
    const loc = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...loc, reload } });
    Object.defineProperty(window, "isSecureContext", { configurable: true, value: true });
    restore = () => Object.defineProperty(window, "location", { configurable: true, value: loc });
  });
  afterEach(() => {
    restore();
    toastSpy.mockClear();
  });

  async function setUp(controller: object | null) {
    const { container, reg } = fakeContainer(controller);
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
    registerServiceWorker();
    window.dispatchEvent(new Event("load"));
    await Promise.resolve();
    await Promise.resolve();
    return { container, reg };
  }

  it("does not reload when the first install claims the page", async () => {
    const { container } = await setUp(null);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers an update in a toast and reloads only after Refresh", async () => {
    const spy = toastSpy;
    spy.mockClear();
    const { container, reg } = await setUp({});
    const next = Object.assign(new EventTarget(), { state: "installing", postMessage: vi.fn() });
    reg.installing = next;
    reg.dispatchEvent(new Event("updatefound"));
    next.state = "installed";
    next.dispatchEvent(new Event("statechange"));
    // Once the rest of the catalog is there (its texts are not the home page's).
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    const input = spy.mock.calls[0]![0];
    expect(input.title).toBe(UPDATE_PROMPT);
    expect(input.duration).toBe(Infinity);
    // Another tab's update taking over is no reason to reload this one.
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    input.action!.onClick();
    expect(next.postMessage).toHaveBeenCalledWith("skipWaiting");
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
