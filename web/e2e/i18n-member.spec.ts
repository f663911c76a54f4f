import { expect, test, type Page } from "@playwright/test";
import { CONSENT, isPhone, shot, uniquePhone, type ApiEvent } from "./util";

// The member area in Bahasa Melayu (docs/features.md, "Translations"): a member whose
// language is Malay (members.locale, set with PUT /api/member/locale) opens
// the dashboard and the payment page of a registration and reads them in
// Malay, with no message id shown anywhere.

/** Message ids of the member area, as they would show if one were missing. */
const RAW_ID = /\b(?:dash|reg|pay|flight|loginExample|auth|nav|common|home|event|events|error)\.[a-zA-Z]/;

async function expectNoRawIds(page: Page): Promise<void> {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => el.getAttribute(a) ?? ""),
    ),
  ]);
  expect(texts.filter((s) => RAW_ID.test(s))).toEqual([]);
}

test("a Malay member reads the dashboard and the payment page in Malay", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "phone only: the member area's Malay at its narrowest");
  const phone = uniquePhone();
  const password = "secret123";
  expect(
    (await page.request.post("/api/member/register", {
      data: { ...CONSENT, name: "Siti Malay", phone, password, membershipNumber: `MS${Date.now() % 1e6}` },
    })).status(),
  ).toBe(201);
  expect((await page.request.post("/api/member/login", { data: { phone, password } })).status()).toBe(200);
  // The member's language, kept on the server; the app adopts it on load.
  const locale = await page.request.put("/api/member/locale", { data: { locale: "ms" } });
  expect(locale.status()).toBe(200);

  const events = (await (await page.request.get("/api/events?upcoming=1")).json()) as ApiEvent[];
  const ev = events.find((e) => e.registered < e.capacity && e.rates.some((r) => r.category === "member"));
  expect(ev).toBeTruthy();
  const rate = ev!.rates.find((r) => r.category === "member")!.type;
  const reg = await page.request.post(`/api/events/${ev!.id}/register`, { data: { guestRateType: rate } });
  expect(reg.status()).toBe(201);
  const regId = ((await reg.json()) as { id: number }).id;

  await page.goto("/member");
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.getByRole("heading", { name: "Selamat kembali, Siti Malay" })).toBeVisible();
  for (const tab of ["Papan Pemuka", "Flight", "Keahlian"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Selamat datang, Siti Malay!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acara Akan Datang" })).toBeVisible();
  const mine = page.getByRole("region", { name: "Pendaftaran Saya" });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId("registration-card").first().getByRole("link", { name: /^Bayar Sekarang untuk / })).toBeVisible();
  await expectNoRawIds(page);
  await shot(page, testInfo, "i18n-member-dashboard-ms");
  await mine.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "i18n-member-registrations-ms");

  await page.getByRole("tab", { name: "Flight" }).click();
  await expect(page.getByRole("heading", { name: "Susunan Flight Anda" })).toBeVisible();
  await expectNoRawIds(page);

  await page.goto(`/payment/${ev!.id}/${regId}`);
  await expect(page.getByText("Pembayaran acara")).toBeVisible();
  await expect(page.getByText("Jumlah perlu dibayar")).toBeVisible();
  await expect(page.getByText("Cara membayar")).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Menunggu pembayaran");
  await expect(page.getByText("Pilih fail", { exact: true })).toBeVisible();
  await expectNoRawIds(page);
  await shot(page, testInfo, "i18n-member-payment-ms");
});
