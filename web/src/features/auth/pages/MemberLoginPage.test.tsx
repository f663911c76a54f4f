import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import MemberLoginPage from "./MemberLoginPage";

afterEach(() => {
  act(() => resetToasts());
});

const ali = { id: 7, name: "Ali", phone: "0123456789", email: "ali@example.com", membershipNumber: null, isActive: true };

describe("/member/login", () => {
  it("asks for both fields (trimmed) before calling the server", async () => {
    const fetch = mockFetch({});
    const user = userEvent.setup();
    renderApp(<MemberLoginPage />, { path: "/member/login" });
    expect(screen.getByRole("heading", { name: "Member Login" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email or phone"), "   ");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Enter Member Dashboard" }));
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email or phone number and your password")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes("login"))).toHaveLength(0);
  });

  it("signs in and goes to /member", async () => {
    const fetch = mockFetch({ "POST /api/member/login": { body: ali }, "GET /api/member/session": { body: ali } });
    const user = userEvent.setup();
    const { loc } = renderApp(<MemberLoginPage />, { path: "/member/login" });
    await user.type(screen.getByLabelText("Email or phone"), " ali@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Enter Member Dashboard" }));
    expect(await screen.findByText("Welcome back, Ali!")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ email: "ali@example.com", password: "secret1" });
    await waitFor(() => expect(loc.history?.at(-1)).toBe("/member"));
  });

  it("signs in with a phone number; a value that is neither says so", async () => {
    const fetch = mockFetch({ "POST /api/member/login": { body: ali }, "GET /api/member/session": { body: ali } });
    const user = userEvent.setup();
    renderApp(<MemberLoginPage />, { path: "/member/login" });
    const field = screen.getByLabelText("Email or phone");
    await user.type(field, "ali@");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Enter Member Dashboard" }));
    expect(await screen.findByText("Please enter a valid email address or phone number")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(fetch.mock.calls.filter(([u]) => String(u).includes("login"))).toHaveLength(0);
    await user.clear(field);
    await user.type(field, "012-345 6789");
    await user.click(screen.getByRole("button", { name: "Enter Member Dashboard" }));
    expect(await screen.findByText("Welcome back, Ali!")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ phone: "012-345 6789", password: "secret1" });
  });

  it("shows 'Login Failed' with the server's message", async () => {
    mockFetch({ "POST /api/member/login": { status: 403, body: { message: "This account is inactive. Please contact the club." } } });
    const user = userEvent.setup();
    renderApp(<MemberLoginPage />, { path: "/member/login" });
    await user.type(screen.getByLabelText("Email or phone"), "ali@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Enter Member Dashboard" }));
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("This account is inactive. Please contact the club.")).toBeInTheDocument();
  });

  it("two-step reset with the page's titles; both steps go back to login", async () => {
    mockFetch({
      "POST /api/member/reset-password-request": { body: { message: "sent" } },
      "POST /api/member/reset-password": { status: 400, body: { message: "Invalid or expired reset token" } },
    });
    const user = userEvent.setup();
    renderApp(<MemberLoginPage />, { path: "/member/login" });
    await user.click(screen.getByRole("button", { name: "Forgot Password? Click Here" }));
    expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(screen.getByRole("heading", { name: "Member Login" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Forgot Password? Click Here" }));
    await user.type(screen.getByLabelText("Email Address"), "ali@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Token" }));
    expect(await screen.findByText("Reset Token Sent via Email")).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Reset Token"), "bad");
    await user.type(screen.getByLabelText("New Password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password Reset Failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(screen.getByRole("heading", { name: "Member Login" })).toBeInTheDocument();
  });

  it("opens the reset flow from ?reset=1, at step 2 when a token is given", async () => {
    mockFetch({ "POST /api/member/reset-password-request": { status: 429, body: { message: "Slow down" } } });
    const user = userEvent.setup();
    renderApp(<MemberLoginPage />, { path: "/member/login?reset=1" });
    expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email Address"), "ali@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Token" }));
    expect(await screen.findByText("Reset Request Failed")).toBeInTheDocument();
    expect(screen.getByText("Slow down")).toBeInTheDocument();
  });

  it("prefills the token from the mail link", () => {
    mockFetch({});
    renderApp(<MemberLoginPage />, { path: "/member/login?reset=1&token=tok123" });
    expect(screen.getByLabelText("Reset Token")).toHaveValue("tok123");
  });
});
