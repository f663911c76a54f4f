import { describe, expect, it } from "vitest";
import { bootSettings } from "./settings";

function shell(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (script !== null) {
    const el = doc.createElement("script");
    el.id = "club-settings";
    el.type = "application/json";
    el.textContent = script;
    doc.head.appendChild(el);
  }
  return doc;
}

describe("bootSettings", () => {
  it.each([
    ["inlined settings", JSON.stringify({ clubName: "Kelab Golf Bukit Hijau", vipPrice: 144 }), "Kelab Golf Bukit Hijau"],
    ["no script (dev server)", null, undefined],
    ["broken JSON", "{clubName:", undefined],
    ["not settings", JSON.stringify(["x"]), undefined],
  ])("%s", (_name, script, want) => {
    expect(bootSettings(shell(script))?.clubName).toBe(want);
  });
});
