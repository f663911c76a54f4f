import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { noticeVersion } from "@/features/privacy";
import { activateLocale } from "@/shared/i18n/i18n";
import MemberRegisterPage from "./MemberRegisterPage";

afterEach(() => {
  act(() => resetToasts());
});

describe("/member/register", () => {
  it("shows the required messages, then the minimums", async () => {
    mockFetch({ "GET /api/settings": { body: { membershipPrefix: "BHG" } } });
    const user = userEvent.setup();
    renderApp(<MemberRegisterPage />, { path: "/member/register" });
    expect(screen.getByRole("heading", { name: "Member Registration" })).toBeInTheDocument();
    expect(await screen.findByText(/BHG followed by six digits/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone Number/), "0123");
    expect(await screen.findByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), "abc");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email Address/), "x");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("sends passwordHash, omits blanks, and shows 'Registration Complete!'", async () => {
    const fetch = mockFetch({
      "POST /api/member/register": {
        status: 201,
        body: { id: 9, name: "Siti", phone: "0198765432", email: null, membershipNumber: "BHG004211", message: "ok" },
      },
    });
    const user = userEvent.setup();
    renderApp(<MemberRegisterPage />, { path: "/member/register" });
    await user.type(screen.getByLabelText(/Full Name/), " Siti ");
    await user.type(screen.getByLabelText(/Phone Number/), "019-876 5432");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    // Without consent to the privacy notice nothing is sent.
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Please read the privacy notice and agree to it to sign up")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/register")).toBeUndefined();
    await user.click(screen.getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("heading", { name: "Registration Complete!" })).toBeInTheDocument();
    expect(screen.getByTestId("membership-number")).toHaveTextContent("BHG004211");
    expect(sentBody(fetch, "POST /api/member/register")).toEqual({
      name: "Siti",
      phone: "019-876 5432",
      passwordHash: "secret1",
      privacyConsent: true,
      privacyNoticeVersion: noticeVersion,
    });
    expect(screen.getByRole("link", { name: "Proceed to Login" })).toHaveAttribute("href", "/member/login");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it.each([
    ["en", "You are signed in.", "Go to My Dashboard"],
    ["ms", "Anda telah log masuk.", "Ke Papan Pemuka Saya"],
  ] as const)("(%s) the new member is signed in and goes on to the dashboard, not to a login", async (locale, text, link) => {
    await activateLocale(locale);
    try {
      let signedUp = false;
      const member = { id: 9, name: "Siti", phone: "0198765432", email: null, membershipNumber: "BHG004211" };
      mockFetch({
        "POST /api/member/register": () => {
          signedUp = true;
          return { status: 201, body: { ...member, message: "ok" } };
        },
        "GET /api/member/session": () => ({ body: signedUp ? { ...member, isActive: true } : null }),
      });
      const user = userEvent.setup();
      const { qc } = renderApp(<MemberRegisterPage />, { path: "/member/register" });
      await user.type(screen.getByLabelText(/Nama Penuh|Full Name/), "Siti");
      await user.type(screen.getByLabelText(/Nombor Telefon|Phone Number/), "0198765432");
      await user.type(screen.getByLabelText(/^(Kata laluan|Password)/), "secret1");
      await user.click(screen.getByRole("checkbox", { name: /Notis Privasi|Privacy Notice/ }));
      await user.click(screen.getByRole("button", { name: /^(Daftar|Register)$/ }));
      expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
      expect(screen.getByRole("link", { name: link })).toHaveAttribute("href", "/member");
      expect(qc.getQueryData(["/api/member/profile"])).toMatchObject({ id: 9 });
    } finally {
      cleanup();
      await activateLocale("en");
    }
  });

  it.each([
    ["en", "Contains characters that are not allowed."],
    ["ms", "Mengandungi aksara yang tidak dibenarkan."],
  ] as const)("(%s) a name the server refuses shows under the field, not as the server's raw text", async (locale, text) => {
    await activateLocale(locale);
    try {
      const raw = "name contains characters that are not allowed";
      mockFetch({
        "POST /api/member/register": {
          status: 400,
          body: { message: raw, code: "invalid_characters", fields: { name: { code: "invalid_characters", message: raw } } },
        },
      });
      const user = userEvent.setup();
      renderApp(<MemberRegisterPage />, { path: "/member/register" });
      await user.type(screen.getByLabelText(/Nama Penuh|Full Name/), "Siti");
      await user.type(screen.getByLabelText(/Nombor Telefon|Phone Number/), "0198765432");
      await user.type(screen.getByLabelText(/^(Kata laluan|Password)/), "secret1");
      await user.click(screen.getByRole("checkbox", { name: /Notis Privasi|Privacy Notice/ }));
      await user.click(screen.getByRole("button", { name: /^(Daftar|Register)$/ }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText(/Nama Penuh|Full Name/)).toHaveAttribute("aria-invalid", "true");
      expect(screen.queryByText(raw)).not.toBeInTheDocument();
    } finally {
      cleanup();
      await activateLocale("en");
    }
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    mockFetch({ "POST /api/member/register": { status: 409, body: { message: "This email is already registered" } } });
    const user = userEvent.setup();
    renderApp(<MemberRegisterPage />, { path: "/member/register" });
    await user.type(screen.getByLabelText(/Full Name/), "Siti");
    await user.type(screen.getByLabelText(/Phone Number/), "0198765432");
    await user.type(screen.getByLabelText(/Email Address/), "siti@example.com");
    await user.type(screen.getByLabelText(/^Password/), "secret1");
    await user.click(screen.getByRole("checkbox", { name: /I have read the Privacy Notice/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("This email is already registered")).toBeInTheDocument();
  });
});
