import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import { NotificationPreferencesCard } from "./NotificationPreferencesCard";

afterEach(() => {
  act(() => resetToasts());
});

const TYPES = ["FELLOW_MEMBER_JOINED", "EVENT_UPDATE", "PAYMENT_UPDATE", "FLIGHT_UPDATE", "EVENT_REMINDER", "RESULTS_PUBLISHED"];
const URL = "/api/member/notification-preferences";

describe("NotificationPreferencesCard", () => {
  it("one labelled switch per type, on unless muted", async () => {
    mockFetch({ [`GET ${URL}`]: { body: { types: TYPES, muted: ["EVENT_REMINDER"] } } });
    renderApp(<NotificationPreferencesCard />);
    for (const name of ["Members joining my events", "Event changes", "Payment updates", "Flight updates", "Results"]) {
      expect(await screen.findByRole("switch", { name })).toBeChecked();
    }
    expect(screen.getByRole("switch", { name: "Event reminders" })).not.toBeChecked();
  });

  it("turning one off saves the muted list at once", async () => {
    const fetchMock = mockFetch({
      [`GET ${URL}`]: { body: { types: TYPES, muted: [] } },
      [`PUT ${URL}`]: (init) => ({ body: { types: TYPES, muted: (JSON.parse(String(init?.body)) as { muted: string[] }).muted } }),
    });
    const user = userEvent.setup();
    renderApp(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole("switch", { name: "Payment updates" }));
    expect(screen.getByRole("switch", { name: "Payment updates" })).not.toBeChecked();
    await waitFor(() => expect(sentBody(fetchMock, `PUT ${URL}`)).toEqual({ muted: ["PAYMENT_UPDATE"] }));
    await user.click(screen.getByRole("switch", { name: "Payment updates" }));
    await waitFor(() => expect(sentBody(fetchMock, `PUT ${URL}`, 1)).toEqual({ muted: [] }));
    expect(screen.getByRole("switch", { name: "Payment updates" })).toBeChecked();
  });

  it("a failed save moves the switch back and says so", async () => {
    mockFetch({
      [`GET ${URL}`]: { body: { types: TYPES, muted: [] } },
      [`PUT ${URL}`]: { status: 500, body: { message: "Database unavailable" } },
    });
    const user = userEvent.setup();
    renderApp(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole("switch", { name: "Flight updates" }));
    expect(await screen.findByText("Could not save your notification settings")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Flight updates" })).toBeChecked();
  });
});
