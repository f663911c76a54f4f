// The server's default setting texts arrive as data in English; each must be
// one the app knows and translates, so a Malay screen never shows them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/shared/i18n/i18n";
import { SETTING_DEFAULTS, settingText } from "./settingText";

const repo = path.resolve(import.meta.dirname, "..", "..", "..", "..");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

afterEach(() => activateLocale("en"));

describe("settingText", () => {
  it.each(Object.entries(SETTING_DEFAULTS))("%s: the server's default is translated, an admin's own text is kept", async (field, d) => {
    const go = readFileSync(path.join(repo, "internal/store/settings.go"), "utf8");
    const goField = field[0].toUpperCase() + field.slice(1);
    expect(go).toMatch(new RegExp(`${goField}:\\s*"${escape(d.en)}"`));
    const f = field as keyof typeof SETTING_DEFAULTS;
    expect(settingText(f, d.en)).toBe(d.en);
    await activateLocale("ms");
    expect(settingText(f, d.en)).not.toBe(d.en);
    expect(settingText(f, "")).not.toBe("");
    expect(settingText(f, "Buka 6 pagi hingga 7 malam")).toBe("Buka 6 pagi hingga 7 malam");
  });
});
