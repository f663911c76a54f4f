// /login-example in each language: the form, its checks, the reset sentence
// around its link, and the sign-in toasts.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import LoginExamplePage from "./LoginExamplePage";

describe.each([
  {
    locale: "en",
    title: "Sign in",
    identifier: "Email or phone",
    password: "Password",
    login: "LOGIN",
    badIdentifier: "Please enter a valid email address or phone number",
    shortPassword: "Password must be at least 6 characters",
    showPassword: "Show password",
    hidePassword: "Hide password",
    noAccount: "Don't have an account?",
    forgot: "Forgot password?",
    reset: "Passwords are reset on the Member Login page: request a reset token by email there, then choose a new password.",
    resetLink: "Member Login page",
    signUp: "Sign up",
    mainSite: "Go to the main website",
    loginOk: "Login Successful",
    welcomeBack: "Welcome back, Ali!",
  },
  {
    locale: "ms",
    title: "Log masuk",
    identifier: "E-mel atau telefon",
    password: "Kata laluan",
    login: "LOG MASUK",
    badIdentifier: "Sila masukkan alamat e-mel atau nombor telefon yang sah",
    shortPassword: "Kata laluan mestilah sekurang-kurangnya 6 aksara",
    showPassword: "Tunjukkan kata laluan",
    hidePassword: "Sembunyikan kata laluan",
    noAccount: "Belum ada akaun?",
    forgot: "Lupa kata laluan?",
    reset:
      "Kata laluan ditetapkan semula di halaman Log Masuk Ahli: minta token set semula melalui e-mel di sana, kemudian pilih kata laluan baharu.",
    resetLink: "halaman Log Masuk Ahli",
    signUp: "Daftar",
    mainSite: "Ke laman web utama",
    loginOk: "Log Masuk Berjaya",
    welcomeBack: "Selamat kembali, Ali!",
  },
] as const)("/login-example ($locale)", (T) => {
  inLocale(T.locale);

  it("shows the form, the reset note with its link in the sentence, and no message ids", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    expect(screen.getByRole("heading", { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: T.title })).toBeInTheDocument();
    expect(screen.getByLabelText(T.identifier)).toBeInTheDocument();
    expect(screen.getByText(T.noAccount)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.forgot }));
    expect(screen.getByRole("status")).toHaveTextContent(T.reset);
    expect(screen.getByRole("link", { name: T.resetLink })).toBeInTheDocument();
    expectNoRawIds(["loginExample", "auth"]);
  });

  it("validates the email or phone and a six-character password", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.type(screen.getByLabelText(T.identifier), "012345");
    await user.type(screen.getByLabelText(T.password), "12345");
    await user.click(screen.getByRole("button", { name: T.login }));
    expect(await screen.findByText(T.badIdentifier)).toBeInTheDocument();
    expect(screen.getByText(T.shortPassword)).toBeInTheDocument();
  });

  it("toggles the password's visibility", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    const pw = screen.getByLabelText(T.password);
    expect(pw).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: T.showPassword });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(pw).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: T.hidePassword })).toHaveAttribute("aria-pressed", "true");
  });

  it("sends an email as email, a phone as phone, welcomes back, and goes to /member", async () => {
    const fetch = mockFetch({ "POST /api/member/login": { body: { id: 1, name: "Ali", memberName: "Ali" } } });
    const user = userEvent.setup();
    const { loc } = renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.type(screen.getByLabelText(T.identifier), "ali@example.com");
    await user.type(screen.getByLabelText(T.password), "secret1");
    await user.click(screen.getByRole("button", { name: T.login }));
    expect(await screen.findByText(T.loginOk)).toBeInTheDocument();
    expect(screen.getByText(T.welcomeBack)).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ email: "ali@example.com", password: "secret1" });
    await waitFor(() => expect(loc.history?.at(-1)).toBe("/member"));
  });

  it("forgot password only points to /member/login; links to sign up and the main site", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.click(screen.getByRole("button", { name: T.forgot }));
    expect(screen.getByRole("link", { name: T.resetLink })).toHaveAttribute("href", "/member/login?reset=1");
    expect(screen.getByRole("link", { name: T.signUp })).toHaveAttribute("href", "/member/register");
    expect(screen.getByRole("link", { name: T.mainSite })).toHaveAttribute("href", "/");
  });
});
