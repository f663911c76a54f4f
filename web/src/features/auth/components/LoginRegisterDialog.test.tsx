import { noticeVersion } from "@/features/privacy";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { Button } from "@/shared/ui/button";
import { useLoginDialog, type OpenLoginOptions } from "./LoginDialogContext";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { toasts } from "@/test/toasts";

afterEach(() => {
  act(() => resetToasts());
});

const ali = { id: 7, name: "Ali", phone: "0123456789", email: "ali@example.com", membershipNumber: "BHG123456", isActive: true };

function Opener(props: OpenLoginOptions) {
  const { openLogin } = useLoginDialog();
  return <Button onClick={() => openLogin(props)}>Open</Button>;
}

async function open(props: OpenLoginOptions = {}, routes = {}) {
  const fetch = mockFetch({ "GET /api/member/session": { body: null }, ...routes });
  const user = userEvent.setup();
  const app = renderApp(<Opener {...props} />, { path: "/events" });
  await user.click(screen.getByRole("button", { name: "Open" }));
  const dialog = await screen.findByRole("dialog");
  return { user, dialog, fetch, ...app };
}

describe("Login / Register dialog: login tab", () => {
  it("validates on submit and revalidates on change", async () => {
    const { user, dialog } = await open();
    expect(within(dialog).queryByText("Password is required")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(await within(dialog).findByText("Please enter your email or phone number")).toBeInTheDocument();
    expect(within(dialog).getByText("Password is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email or phone"), "012345678");
    expect(within(dialog).getByText("Please enter a valid email address or phone number")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email or phone"), "9");
    await waitFor(() =>
      expect(within(dialog).queryByText("Please enter a valid email address or phone number")).not.toBeInTheDocument(),
    );
  });

  it("logs in with an email, greets, closes and goes to /member", async () => {
    const { user, dialog, fetch, loc } = await open({}, { "POST /api/member/login": { body: { ...ali, memberName: "Ali" } } });
    await user.type(within(dialog).getByLabelText("Email or phone"), " ali@example.com ");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Ali!")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ email: "ali@example.com", password: "secret1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(loc.history?.at(-1)).toBe("/member");
  });

  it("with onSuccess: sends a phone as phone, calls back and stays on the page", async () => {
    const onSuccess = vi.fn();
    const { user, dialog, fetch, loc } = await open({ onSuccess }, { "POST /api/member/login": { body: ali } });
    await user.type(within(dialog).getByLabelText("Email or phone"), "012-345 6789");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ phone: "012-345 6789", password: "secret1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(loc.history?.at(-1)).toBe("/events");
  });

  it("shows the server's message when login fails", async () => {
    const { user, dialog } = await open({}, {
      "POST /api/member/login": { status: 401, body: { message: "Invalid email/phone or password" } },
    });
    await user.type(within(dialog).getByLabelText("Email or phone"), "ali@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email/phone or password")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("Login / Register dialog: register tab", () => {
  async function openRegister(routes = {}) {
    const r = await open({ tab: "register" }, routes);
    expect(within(r.dialog).getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    return r;
  }

  it("shows every validation message", async () => {
    const { user, dialog } = await openRegister();
    await user.type(within(dialog).getByLabelText(/Full Name/), "A");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "01234");
    await user.type(within(dialog).getByLabelText(/Email Address/), "ali@");
    await user.type(within(dialog).getByLabelText(/^Password/), "12345");
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("the sign-up signs the member in: 'Continue' goes on to the dashboard as a login does", async () => {
    let signedUp = false;
    const { user, dialog, loc } = await openRegister({
      "POST /api/member/register": () => {
        signedUp = true;
        return { status: 201, body: { ...ali, message: "Registered" } };
      },
      // The answer's cookie is the session: from then on the server knows the member.
      "GET /api/member/session": () => ({ body: signedUp ? ali : null }),
    });
    await user.type(within(dialog).getByLabelText(/Full Name/), "Ali");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "0123456789");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    const success = await screen.findByRole("dialog", { name: "Registration Successful" });
    expect(within(success).getByText(/Your account is ready and you are signed in/)).toBeInTheDocument();
    expect(within(success).queryByRole("button", { name: "Login Now" })).not.toBeInTheDocument();
    await user.click(within(success).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(loc.history.at(-1)).toBe("/member");
  });

  it("registration success opens the success dialog; 'Login Now' returns to the login tab with the email", async () => {
    const { user, dialog, fetch } = await openRegister({
      "POST /api/member/register": { status: 201, body: { ...ali, message: "Registered" } },
    });
    await user.type(within(dialog).getByLabelText(/Full Name/), "Ali");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "0123456789");
    await user.type(within(dialog).getByLabelText(/Email Address/), "ali@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    const success = await screen.findByRole("dialog", { name: "Registration Successful" });
    expect(within(success).getByText("BHG123456")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/register")).toEqual({
      name: "Ali",
      phone: "0123456789",
      email: "ali@example.com",
      password: "secret1",
      privacyConsent: true,
      privacyNoticeVersion: noticeVersion,
    });
    await user.click(within(success).getByRole("button", { name: "Login Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Registration Successful" })).not.toBeInTheDocument());
    const main = screen.getByRole("dialog");
    expect(within(main).getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(within(main).getByLabelText("Email or phone")).toHaveValue("ali@example.com");
  });

  it("email is optional, as on /member/register: signs up with a phone and a preferred name, then logs in by phone", async () => {
    const { user, dialog, fetch } = await openRegister({
      "POST /api/member/register": { status: 201, body: { ...ali, email: null, name: "Tan Wei Ming", preferredName: "Wei Ming" } },
    });
    await user.type(within(dialog).getByLabelText(/Full Name/), "Tan Wei Ming");
    await user.type(within(dialog).getByLabelText(/Preferred name/), " Wei Ming ");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "012-345 6789");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    const success = await screen.findByRole("dialog", { name: "Registration Successful" });
    expect(within(success).getByText(/Welcome to the club, Wei Ming!/)).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/register")).toEqual({
      name: "Tan Wei Ming",
      preferredName: "Wei Ming",
      phone: "012-345 6789",
      password: "secret1",
      privacyConsent: true,
      privacyNoticeVersion: noticeVersion,
    });
    await user.click(within(success).getByRole("button", { name: "Login Now" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Registration Successful" })).not.toBeInTheDocument());
    expect(within(screen.getByRole("dialog")).getByLabelText("Email or phone")).toHaveValue("012-345 6789");
  });

  it("'Close' on the success dialog closes everything", async () => {
    const { user, dialog } = await openRegister({ "POST /api/member/register": { status: 201, body: ali } });
    await user.type(within(dialog).getByLabelText(/Full Name/), "Ali");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "0123456789");
    await user.type(within(dialog).getByLabelText(/Email Address/), "ali@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    const success = await screen.findByRole("dialog", { name: "Registration Successful" });
    await user.click(within(success).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's message when registration fails", async () => {
    const { user, dialog } = await openRegister({
      "POST /api/member/register": { status: 409, body: { message: "A member with this phone number already exists" } },
    });
    await user.type(within(dialog).getByLabelText(/Full Name/), "Ali");
    await user.type(within(dialog).getByLabelText(/Phone Number/), "0123456789");
    await user.type(within(dialog).getByLabelText(/Email Address/), "ali@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "secret1");
    await user.click(within(dialog).getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(within(dialog).getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("A member with this phone number already exists")).toBeInTheDocument();
  });
});

describe("Login / Register dialog: forgot password", () => {
  it("step 1 → dev token prefilled → step 2 → back to login", async () => {
    const { user, dialog, fetch } = await open({}, {
      "POST /api/member/reset-password-request": { body: { message: "Reset token: abc123", resetToken: "abc123" } },
      "POST /api/member/reset-password": { body: { message: "Password updated" } },
    });
    await user.click(within(dialog).getByRole("button", { name: "Forgot Password?" }));
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Token" }));
    expect(await within(dialog).findByText("Please enter your email address")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email Address"), " ali@example.com ");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Token" }));
    expect(await screen.findByText("Reset token sent via Email")).toBeInTheDocument();
    // In the toast list: the toast's screen-reader copy holds the same text for a moment.
    expect(toasts().getByText(/abc123/)).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/reset-password-request")).toEqual({ email: "ali@example.com" });

    const token = await within(dialog).findByLabelText("Reset Token");
    expect(token).toHaveValue("abc123");
    await user.click(within(dialog).getByRole("button", { name: "Reset Password" }));
    expect(await within(dialog).findByText("Please enter both reset token and new password")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("New Password"), " newpass1 ");
    await user.click(within(dialog).getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password reset successful")).toBeInTheDocument();
    expect(screen.getByText("You can now login with your new password")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/reset-password")).toEqual({ resetToken: "abc123", newPassword: "newpass1" });
    expect(await within(dialog).findByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByLabelText("Email or phone")).toHaveValue("");
  });

  it("shows the reset failures with the server's message", async () => {
    const { user, dialog } = await open({}, {
      "POST /api/member/reset-password-request": { body: { message: "If the email is registered, a token was sent" } },
      "POST /api/member/reset-password": { status: 400, body: { message: "Invalid or expired reset token" } },
    });
    await user.click(within(dialog).getByRole("button", { name: "Forgot Password?" }));
    await user.type(within(dialog).getByLabelText("Email Address"), "ali@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Token" }));
    expect(await toasts().findByText(/check your inbox/)).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText("Reset Token"), "nope");
    await user.type(within(dialog).getByLabelText("New Password"), "newpass1");
    await user.click(within(dialog).getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password reset failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid or expired reset token")).toBeInTheDocument();
  });

  it("a failed token request says so", async () => {
    const { user, dialog } = await open({}, {
      "POST /api/member/reset-password-request": { status: 429, body: { message: "Too many requests. Try again later." } },
    });
    await user.click(within(dialog).getByRole("button", { name: "Forgot Password?" }));
    await user.type(within(dialog).getByLabelText("Email Address"), "ali@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Token" }));
    expect(await screen.findByText("Failed to generate reset token")).toBeInTheDocument();
    expect(screen.getByText("Too many requests. Try again later.")).toBeInTheDocument();
  });
});
