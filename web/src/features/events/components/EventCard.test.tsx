import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ClubEvent } from "@/shared/lib/types";
import { EventCard } from "./EventCard";

const base: ClubEvent = {
  id: 7,
  title: "Monthly Medal",
  description: "Stroke play.",
  date: "2026-12-05",
  time: "7:30 AM",
  type: "tournament",
  capacity: 40,
  registered: 12,
  image: "/demo/events/medal.svg",
  rates: [],
  createdAt: "2026-01-01T00:00:00Z",
};

function setup(event: Partial<ClubEvent>, signedIn: boolean) {
  const onRegister = vi.fn();
  const onLoginToRegister = vi.fn();
  render(
    <EventCard event={{ ...base, ...event }} signedIn={signedIn} onRegister={onRegister} onLoginToRegister={onLoginToRegister} />,
  );
  return { onRegister, onLoginToRegister };
}

describe("EventCard", () => {
  it("shows the event facts", () => {
    setup({}, false);
    expect(screen.getByText("Monthly Medal")).toBeInTheDocument();
    expect(screen.getByText("5 Dec 2026")).toBeInTheDocument();
    expect(screen.getByText(/^7:30\s?am$/)).toBeInTheDocument();
    expect(screen.getByText("12/40 registered")).toBeInTheDocument();
    expect(screen.getByText("tournament")).toBeInTheDocument();
  });

  it("shows the last day and the end time of an event that has them", () => {
    setup({ endDate: "2026-12-07", time: "8:00 AM", endTime: "11:00" }, false);
    expect(screen.getByText(/^5\s?–\s?7 Dec 2026$/)).toBeInTheDocument();
    expect(screen.getByText(/^8:00\s?–\s?11:00\s?am$/)).toBeInTheDocument();
  });

  it("on the event's own page leaves out what the page's header and About card show", () => {
    render(<EventCard event={base} signedIn={false} onOwnPage onRegister={vi.fn()} onLoginToRegister={vi.fn()} />);
    expect(screen.queryByText("Monthly Medal")).not.toBeInTheDocument();
    expect(screen.queryByText("5 Dec 2026")).not.toBeInTheDocument();
    expect(screen.queryByText("Stroke play.")).not.toBeInTheDocument();
    expect(screen.queryByText(/^7:30\s?am$/)).not.toBeInTheDocument();
    expect(screen.getByText("tournament")).toBeInTheDocument();
    expect(screen.getByText("12/40 registered")).toBeInTheDocument();
  });

  it("'Event Full' (disabled) when registered >= capacity, whoever looks", () => {
    for (const signedIn of [true, false]) {
      const { unmount } = render(
        <EventCard event={{ ...base, registered: 40 }} signedIn={signedIn} onRegister={vi.fn()} onLoginToRegister={vi.fn()} />,
      );
      const buttons = screen.getAllByRole("button");
      expect(buttons).toHaveLength(1);
      expect(buttons[0]).toHaveTextContent("Event Full");
      expect(buttons[0]).toBeDisabled();
      unmount();
    }
  });

  it("'Register Now' for a signed-in member", async () => {
    const { onRegister, onLoginToRegister } = setup({}, true);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Register Now" }));
    expect(onRegister).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(onLoginToRegister).not.toHaveBeenCalled();
  });

  it("'Login to Register' for a visitor", async () => {
    const { onRegister, onLoginToRegister } = setup({}, false);
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Login to Register" }));
    expect(onLoginToRegister).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("falls back to the course image when the picture fails", () => {
    setup({ image: "" }, false);
    const img = document.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/event-fallback.svg");
  });
});
