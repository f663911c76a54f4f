import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { PROFILE_KEY } from "@/features/auth";
import type { MemberProfile } from "@/shared/lib/types";
import { MembershipTab } from "./MembershipTab";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const member: MemberProfile = {
  id: 7,
  name: "Tan Wei Ming",
  preferredName: null,
  phone: "0123456789",
  email: null,
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};

describe("Membership tab", () => {
  it("a signed-up member has member rates, and VIP is offered as the paid plan on top", () => {
    mockFetch({});
    renderApp(<MembershipTab member={member} />);
    expect(within(screen.getByTestId("membership-status")).getByText("Active Member")).toBeInTheDocument();
    expect(screen.getByText("Eligible for member rates")).toBeInTheDocument();
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText(/Member rates come with your membership/)).toBeInTheDocument();
    expect(within(vip).getByRole("link", { name: "See VIP Subscription" })).toHaveAttribute("href", "/membership");
  });

  it.each([
    ["active", "2099-03-01", /runs until 1 Mar 2099/, null],
    ["expired", "2020-03-01", /ended on 1 Mar 2020/, "Renew VIP"],
  ])("VIP %s", (_kind, expiry, text, link) => {
    mockFetch({});
    renderApp(<MembershipTab member={{ ...member, subscriptionExpiryDate: expiry }} />);
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText(text)).toBeInTheDocument();
    if (link) expect(within(vip).getByRole("link", { name: link })).toBeInTheDocument();
    else expect(within(vip).queryByRole("link")).not.toBeInTheDocument();
  });

  it("changes the preferred name and greets by it", async () => {
    const saved = { ...member, preferredName: "Wei Ming" };
    const fetch = mockFetch({ "PATCH /api/member/profile": { body: saved } });
    const user = userEvent.setup();
    const { qc } = renderApp(<MembershipTab member={member} />);
    expect(screen.getByText("Not set: we use your full name")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Change" }));
    const field = screen.getByLabelText("Preferred name");
    await user.type(field, "x".repeat(41));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Preferred name must be at most 40 characters")).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /api/member/profile")).toBeUndefined();
    await user.clear(field);
    await user.type(field, " Wei Ming ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("We'll greet you as Wei Ming.")).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /api/member/profile")).toEqual({ preferredName: "Wei Ming" });
    expect(qc.getQueryData(PROFILE_KEY)).toEqual(saved);
  });
});
