import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { mockFetch, renderApp } from "@/test/renderApp";
import { PROFILE_KEY } from "@/features/auth/api/auth";
import { useNotificationCount } from "@/features/notifications/api/notifications";
import { RealtimeProvider, usePollInterval, useRealtimeContext } from "@/features/realtime/RealtimeContext";
import { REALTIME_URL, parseCelebration, parseTopics } from "@/features/realtime/useRealtime";
import { FakeEventSource } from "@/features/realtime/testEventSource";

const ali = { id: 7, name: "Ali", phone: "0123456789", email: null, membershipNumber: null, isActive: true };

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

function Probe() {
  const { state, celebrations } = useRealtimeContext();
  const interval = usePollInterval(15_000);
  return (
    <p>
      state={state} poll={String(interval)} celebrations={celebrations.map((c) => c.memberName).join(",")}
    </p>
  );
}

async function mounted(profile: unknown = ali) {
  mockFetch({ "GET /api/member/session": { body: profile } });
  const r = renderApp(
    <RealtimeProvider>
      <Probe />
    </RealtimeProvider>,
  );
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return r;
}

/** Seeds a query under key and returns a reader of whether it is now stale-marked. */
function seed(qc: QueryClient, key: QueryKey) {
  qc.setQueryData(key, { seeded: true });
  return () => qc.getQueryState(key)?.isInvalidated ?? false;
}

describe("useRealtime", () => {
  it("opens one stream on /api/realtime after the profile is known; polling runs until it is open", async () => {
    await mounted();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe(REALTIME_URL);
    expect(screen.getByText(/poll=15000/)).toBeInTheDocument();
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText(/state=open poll=false/)).toBeInTheDocument();
    // A drop: the browser reconnects by itself (Last-Event-ID); meanwhile we poll again.
    act(() => FakeEventSource.latest().fail());
    expect(screen.getByText(/state=down poll=15000/)).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText(/poll=false/)).toBeInTheDocument();
  });

  it("invalidates the reads of each topic in `changed`, and nothing else", async () => {
    const { qc } = await mounted();
    const es = FakeEventSource.latest();
    act(() => es.open());
    const events = seed(qc, ["/api/events"]);
    const parts7 = seed(qc, ["/api/events", 7, "registrations"]);
    const parts8 = seed(qc, ["/api/events", 8, "registrations"]);
    const mine = seed(qc, ["/api/member/registrations"]);
    const myFlights = seed(qc, ["/api/member/flights"]);
    const flights = seed(qc, ["/api/flights", 7]);
    const count = seed(qc, ["/api/notifications", "0123456789", "count"]);
    const check = seed(qc, ["/api/notifications/check"]);
    const adminMembers = seed(qc, ["/api/admin/members"]);
    const adminMe = seed(qc, ["/api/admin/session"]);
    const blog = seed(qc, ["/api/blog"]);

    act(() => es.emit("changed", { topics: ["participants:7"] }));
    expect(parts7()).toBe(true);
    expect(parts8()).toBe(false);
    expect(events()).toBe(false);

    act(() => es.emit("changed", { topics: ["my-registrations", "notifications"] }));
    expect(mine()).toBe(true);
    expect(myFlights()).toBe(true);
    expect(count()).toBe(true);
    expect(check()).toBe(true);
    expect(flights()).toBe(false);

    act(() => es.emit("changed", { topics: ["flights", "unknown-topic"] }));
    expect(flights()).toBe(true);
    act(() => es.emit("changed", { topics: ["events"] }));
    expect(events()).toBe(true);
    expect(parts8()).toBe(true); // prefix of /api/events: seat counts and participants move together

    act(() => es.emit("changed", { topics: ["admin"] }));
    expect(adminMembers()).toBe(true);
    expect(adminMe()).toBe(false);
    expect(blog()).toBe(false);
  });

  it("resync invalidates every read", async () => {
    const { qc } = await mounted();
    const blog = seed(qc, ["/api/blog"]);
    const settings = seed(qc, ["/api/settings"]);
    act(() => FakeEventSource.latest().emit("resync", {}));
    expect(blog()).toBe(true);
    expect(settings()).toBe(true);
  });

  it("queues celebrations in arrival order", async () => {
    await mounted();
    const es = FakeEventSource.latest();
    act(() => {
      es.emit("celebration", { memberName: "Ben", eventTitle: "Medal", eventType: "tournament", eventId: 3 });
      es.emit("celebration", { memberName: "You", eventTitle: "Social", eventType: "social", eventId: 4 });
      es.emit("celebration", { nonsense: true });
    });
    expect(screen.getByText(/celebrations=Ben,You$/)).toBeInTheDocument();
  });

  it("reopens as a visitor on logout and closes on unmount", async () => {
    const { qc, unmount } = await mounted();
    const first = FakeEventSource.latest();
    act(() => {
      qc.setQueryData(PROFILE_KEY, null);
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    const second = FakeEventSource.latest();
    unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("tries again 30 s after the server refused the stream", async () => {
    await mounted();
    vi.useFakeTimers();
    try {
      act(() => FakeEventSource.latest().emit("changed", { topics: ["events"] }, "a-41"));
      act(() => FakeEventSource.latest().fail(true));
      expect(screen.getByText(/state=down/)).toBeInTheDocument();
      act(() => {
      vi.advanceTimersByTime(29_000);
    });
      expect(FakeEventSource.instances).toHaveLength(1);
      act(() => {
      vi.advanceTimersByTime(1_000);
    });
      expect(FakeEventSource.instances).toHaveLength(2);
      // The new stream asks for what followed the last event seen.
      expect(FakeEventSource.latest().url).toBe(`${REALTIME_URL}?lastEventId=a-41`);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the bell count stops polling while the stream is open", async () => {
    const fetchMock = mockFetch({ "GET /api/member/session": { body: ali }, "GET /api/notifications/0123456789/count": { body: { count: 2 } } });
    function Count() {
      const q = useNotificationCount("0123456789");
      return <p>count={q.data?.count ?? "-"}</p>;
    }
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(
        <RealtimeProvider>
          <Count />
        </RealtimeProvider>,
      );
      expect(await screen.findByText("count=2")).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const countCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith("/count")).length;
      const before = countCalls();
      await act(async () => vi.advanceTimersByTimeAsync(15_100));
      expect(countCalls()).toBe(before + 1); // stream not open yet: polled
      act(() => FakeEventSource.latest().open());
      await act(async () => vi.advanceTimersByTimeAsync(45_000));
      expect(countCalls()).toBe(before + 1); // open: no polling
      act(() => FakeEventSource.latest().emit("changed", { topics: ["notifications"] }));
      await waitFor(() => expect(countCalls()).toBe(before + 2)); // the topic refetches it
      act(() => FakeEventSource.latest().fail());
      await act(async () => vi.advanceTimersByTimeAsync(15_100));
      expect(countCalls()).toBe(before + 3); // down again: polling resumes
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("parsers", () => {
  it("read the contract's shapes and reject anything else", () => {
    expect(parseTopics('{"topics":["events","participants:3",4]}')).toEqual(["events", "participants:3"]);
    expect(parseTopics("not json")).toEqual([]);
    expect(parseCelebration('{"memberName":"You","eventTitle":"Medal","eventType":"tournament","eventId":3}')).toEqual({
      memberName: "You",
      eventTitle: "Medal",
      eventType: "tournament",
      eventId: 3,
    });
    expect(parseCelebration('{"memberName":"Ben","eventTitle":"Fun day"}')?.eventType).toBe("social");
    expect(parseCelebration("{}")).toBeNull();
  });
});
