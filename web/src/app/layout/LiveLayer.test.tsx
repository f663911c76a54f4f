import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The member chunk's import is observed through its mock: the factory runs
// when the module is first imported.
const state = vi.hoisted(() => ({ memberLiveImported: 0, localProfile: null as { name: string } | null }));
vi.mock("@/app/MemberLive", () => {
  state.memberLiveImported++;
  return { MemberLive: () => null };
});
vi.mock("@/features/realtime/CelebrationOverlay", () => ({ CelebrationHost: () => null }));
vi.mock("@/features/auth/api/auth", () => ({
  // The session check has not answered yet: nobody is known to be signed in.
  useAuth: () => ({ member: null }),
  readLocalProfile: () => state.localProfile,
}));
vi.mock("@/features/push/useServiceWorkerNavigation", () => ({ useServiceWorkerNavigation: () => undefined }));
vi.mock("@/features/realtime/RealtimeContext", () => ({ useRealtimeContext: () => ({ celebrations: [] }) }));

afterEach(() => {
  vi.resetModules();
  state.memberLiveImported = 0;
});

async function renderLayer() {
  const { LiveLayer } = await import("./LiveLayer");
  render(<LiveLayer />);
}

describe("LiveLayer", () => {
  it("fetches the member chunk before the session answers when this browser had a member signed in", async () => {
    state.localProfile = { name: "Amy" };
    await renderLayer();
    await vi.waitFor(() => expect(state.memberLiveImported).toBe(1));
  });

  it("leaves a visitor's browser without the member chunk", async () => {
    state.localProfile = null;
    await renderLayer();
    await new Promise((r) => setTimeout(r, 50));
    expect(state.memberLiveImported).toBe(0);
  });
});
