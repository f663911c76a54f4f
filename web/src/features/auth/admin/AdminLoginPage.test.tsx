import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import { json, mockFetch, renderWithProviders } from "@/test/publicHarness";
import AdminLoginPage, { safeNext } from "./AdminLoginPage";
import { toasts } from "@/test/toasts";

afterEach(() => {
  act(() => resetToasts());
});

function setup(routes = {}) {
  const fetch = mockFetch({ "GET /api/admin/session": () => json(null), ...routes });
  renderWithProviders(
    <>
      <AdminLoginPage />
      <Toaster />
    </>,
    { path: "/login" },
  );
  return { fetch, user: userEvent.setup() };
}

describe("AdminLoginPage", () => {
  it("checks the session without a failing request, so a visit logs no console error", async () => {
    const { fetch } = setup();
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.map(([u]) => String(u))).toContain("/api/admin/session"));
    const answers = await Promise.all(fetch.mock.results.map((r) => r.value as Promise<Response>));
    expect(answers.filter((a) => !a.ok).map((a) => a.status)).toEqual([]);
  });

  it("asks for both fields before calling the server", async () => {
    const { user, fetch } = setup();
    await user.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter both username and password")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter both username and password")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u) === "/api/admin/login")).toBe(false);
  });

  it("says 'Invalid username or password' on a 401, a generic line otherwise", async () => {
    let status = 401;
    const { user } = setup({ "POST /api/admin/login": () => json({ message: "Invalid username or password" }, status) });
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("An error occurred during login")).toBeInTheDocument();
  });

  it("walks the reset steps with their messages and returns to login", async () => {
    const { user, fetch } = setup({
      "POST /api/admin/reset-password-request": () => json({ message: "ok", resetToken: "tok-123" }),
      "POST /api/admin/reset-password": () => json({ message: "Password reset" }),
    });
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    await user.click(screen.getByRole("button", { name: "Request Reset Token" }));
    expect(await screen.findByText("Please enter your username")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.click(screen.getByRole("button", { name: "Request Reset Token" }));
    // In the toast list: the toast's screen-reader copy holds the same text for a moment.
    expect(await toasts().findByText(/your reset token is tok-123/)).toBeInTheDocument();
    expect(screen.getByLabelText("Reset Token")).toHaveValue("tok-123");
    await user.clear(screen.getByLabelText("Reset Token"));
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Please enter both reset token and new password")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Reset Token"), "tok-123");
    await user.type(screen.getByLabelText("New Password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password reset successful")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => String(u) === "/api/admin/reset-password");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ resetToken: "tok-123", newPassword: "newpass1" });
  });

  it("without --dev says where the token went; Back to Login works", async () => {
    const { user } = setup({ "POST /api/admin/reset-password-request": () => json({ message: "ok" }) });
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.click(screen.getByRole("button", { name: "Request Reset Token" }));
    expect(await toasts().findByText(/written to the server log/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("toasts a failed reset request", async () => {
    const { user } = setup({ "POST /api/admin/reset-password-request": () => json({ message: "Too many attempts" }, 429) });
    await user.click(screen.getByRole("button", { name: "Forgot Password?" }));
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.click(screen.getByRole("button", { name: "Request Reset Token" }));
    expect(await screen.findByText("Failed to generate reset token")).toBeInTheDocument();
  });
});

describe("AdminLoginPage two-factor step", () => {
  it("asks for the code after the password; a wrong code shows the server's words; the recovery mode takes letters", async () => {
    let codeStatus = 400;
    const { user, fetch } = setup({
      "POST /api/admin/login": () => json({ twoFactorRequired: true }),
      "POST /api/admin/login/two-factor": () =>
        codeStatus === 200
          ? json({ id: 1, username: "admin", twoFactorEnabled: true })
          : json({ code: "invalid_two_factor_code", message: "That code is not right." }, codeStatus),
    });
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "right-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const code = await screen.findByLabelText("Authentication code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveFocus();
    // Too short: no call.
    await user.type(code, "12a3");
    expect(code).toHaveValue("123");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6-digit code from your app")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u) === "/api/admin/login/two-factor")).toBe(false);
    await user.type(code, "456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    const recovery = screen.getByLabelText("Recovery code");
    await user.type(recovery, "abcd-efgh-jkmn");
    codeStatus = 200;
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
    const call = fetch.mock.calls.filter(([u]) => String(u) === "/api/admin/login/two-factor").at(-1);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: "abcd-efgh-jkmn" });
  });

  it("goes back to the password when the pending sign-in timed out", async () => {
    const { user } = setup({
      "POST /api/admin/login": () => json({ twoFactorRequired: true }),
      "POST /api/admin/login/two-factor": () => json({ code: "two_factor_expired", message: "Your sign-in has timed out." }, 401),
    });
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "right-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Sign-in timed out")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });
});

describe("safeNext", () => {
  it("returns to an admin page only", () => {
    expect(safeNext("next=%2Fpayment-references")).toBe("/payment-references");
    expect(safeNext("next=/flights/12")).toBe("/flights/12");
    expect(safeNext("")).toBe("/dashboard");
    expect(safeNext("next=//evil.example")).toBe("/dashboard");
    expect(safeNext("next=https://evil.example/")).toBe("/dashboard");
    expect(safeNext("next=~/member")).toBe("/dashboard");
  });
});
