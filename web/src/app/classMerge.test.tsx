// The home page renders before tailwind-merge is loaded (lib/utils.ts),
// with lib/liteMerge.ts merging its classes. This renders the home route as
// a visitor and as a member, on a phone and a desktop, and checks that the
// stand-in made of each class list cn() was given what tailwind-merge
// makes of it. If it fails, teach liteMerge the utility (or give the
// component a variant instead of an override).
import { act, render, screen } from "@testing-library/react";
import { twMerge } from "tailwind-merge";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { App } from "@/app/App";
import { json, mockFetch, SETTINGS } from "@/test/publicHarness";
import { liteMerge } from "../shared/lib/liteMerge";
import { cn, setClassMerge } from "../shared/lib/utils";

const EVENT = {
  id: 1, title: "Monthly Medal", description: "", date: "2099-12-11", time: "7:30 AM Shotgun", type: "tournament",
  capacity: 40, registered: 12, image: "", rates: [], createdAt: "",
};
const MEMBER = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

let seen: Set<string>;
beforeEach(() => {
  seen = new Set();
  setClassMerge((classes) => {
    seen.add(classes);
    return liteMerge(classes);
  });
});
afterEach(async () => {
  const { twMerge: merge } = await import("tailwind-merge");
  setClassMerge(merge);
});

async function renderHome({ width, member }: { width: number; member: boolean }) {
  window.innerWidth = width;
  mockFetch({
    "GET /api/settings": () => json(SETTINGS),
    "GET /api/events": () => json([EVENT]),
    ...(member ? { "GET /api/member/profile": () => json(MEMBER) } : {}),
  });
  render(<App />);
  await screen.findByText("Monthly Medal");
  // Let the profile and settings answers render too.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

function conflicts(): string[] {
  return [...seen]
    .filter((classes) => liteMerge(classes) !== twMerge(classes))
    .map((c) => `${c}\n  lite: ${liteMerge(c)}\n  twMerge: ${twMerge(c)}`);
}

describe("the home route needs no class merging", () => {
  for (const width of [390, 1280]) {
    for (const member of [false, true]) {
      it(`at ${width} px, ${member ? "signed in" : "a visitor"}`, async () => {
        await renderHome({ width, member });
        expect(seen.size).toBeGreaterThan(10);
        expect(conflicts()).toEqual([]);
      });
    }
  }

  it("cn() merges before and after tailwind-merge is installed", () => {
    expect(liteMerge("bg-primary px-4 text-sm text-white p-2 hover:bg-x")).toBe("bg-primary text-sm text-white p-2 hover:bg-x");
    setClassMerge(twMerge);
    expect(cn("bg-primary px-4", "bg-white")).toBe("px-4 bg-white");
  });
});
