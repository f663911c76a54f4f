import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { notices } from "../notice";
import { PrivacyNotice } from "./PrivacyNotice";


const club = { clubName: "Kelab Ujian", contactEmail: "a@b.my", contactPhone: "", address: "", slipRetentionMonths: 24 };

describe("privacy notice", () => {
  it("has the same sections in English and Bahasa Melayu", () => {
    const en = notices.en(club);
    const ms = notices.ms(club);
    expect(ms.sections).toHaveLength(en.sections.length);
    en.sections.forEach((s, i) => {
      expect(ms.sections[i].items?.length).toBe(s.items?.length);
      expect(ms.sections[i].paragraphs?.length).toBe(s.paragraphs?.length);
    });
    expect(en.sections[3].paragraphs?.[0]).toContain("24 months");
    expect(ms.sections[3].paragraphs?.[0]).toContain("24 bulan");
  });

  it("toggles between the two languages and names the club's contact", async () => {
    mockFetch({ "GET /api/settings": { body: { clubName: "Kelab Golf Ujian", contactEmail: "pdpa@ujian.my", slipRetentionMonths: null } } });
    const user = userEvent.setup();
    renderApp(<PrivacyNotice headingLevel={1} />, { path: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeInTheDocument();
    expect(await screen.findByText(/pdpa@ujian\.my/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Bahasa Melayu" }));
    expect(screen.getByRole("heading", { level: 1, name: "Notis Privasi" })).toBeInTheDocument();
    expect(screen.getByText(/Slip pembayaran disimpan sehingga/)).toBeInTheDocument();
  });
});
