import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { TOAST_LIMIT, reducer, resetToasts, toast } from "./use-toast";

afterEach(() => act(() => resetToasts()));

describe("toast", () => {
  it("keeps at most one toast (spec: limit 1)", () => {
    expect(TOAST_LIMIT).toBe(1);
    let s = { toasts: [] as ReturnType<typeof reducer>["toasts"] };
    s = reducer(s, { type: "ADD", toast: { id: "1", title: "First", open: true } });
    s = reducer(s, { type: "ADD", toast: { id: "2", title: "Second", open: true } });
    expect(s.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("shows only the newest toast on screen", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Message Sent", description: "one" });
      toast({ title: "Failed to Send Message", description: "Please try again later.", variant: "destructive" });
    });
    expect(screen.queryByText("Message Sent")).not.toBeInTheDocument();
    expect(screen.getByText("Failed to Send Message")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
  });

  it("marks a dismissed toast closed but keeps it until the long removal delay", () => {
    let s = reducer({ toasts: [] }, { type: "ADD", toast: { id: "1", title: "x", open: true } });
    s = reducer(s, { type: "DISMISS", id: "1" });
    expect(s.toasts).toEqual([{ id: "1", title: "x", open: false }]);
    s = reducer(s, { type: "REMOVE", id: "1" });
    expect(s.toasts).toEqual([]);
  });
});
