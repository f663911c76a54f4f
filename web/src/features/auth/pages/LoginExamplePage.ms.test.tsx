// /login-example in Malay: the form, the reset sentence around its link,
// and the sign-in toasts.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { expectNoRawIds, inMalay } from "@/test/malay";
import LoginExamplePage from "./LoginExamplePage";

inMalay();

describe("/login-example in Malay", () => {
  it("shows the form, the reset note with its link in the sentence, and a Malay welcome", async () => {
    mockFetch({ "POST /api/member/login": { body: { id: 1, name: "Ali", memberName: "Ali" } } });
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    expect(screen.getByRole("heading", { name: "Log masuk" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Log masuk" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-mel atau telefon")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tunjukkan kata laluan" })).toBeInTheDocument();
    expect(screen.getByText("Belum ada akaun?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ke laman web utama" })).toHaveAttribute("href", "/");

    await user.click(screen.getByRole("button", { name: "Lupa kata laluan?" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Kata laluan ditetapkan semula di halaman Log Masuk Ahli: minta token set semula melalui e-mel di sana, kemudian pilih kata laluan baharu.",
    );
    expect(screen.getByRole("link", { name: "halaman Log Masuk Ahli" })).toBeInTheDocument();
    expectNoRawIds(["loginExample", "auth"]);

    await user.type(screen.getByLabelText("E-mel atau telefon"), "ali@example.com");
    await user.type(screen.getByLabelText("Kata laluan"), "secret1");
    await user.click(screen.getByRole("button", { name: "LOG MASUK" }));
    expect(await screen.findByText("Log Masuk Berjaya")).toBeInTheDocument();
    expect(screen.getByText("Selamat kembali, Ali!")).toBeInTheDocument();
  });
});
