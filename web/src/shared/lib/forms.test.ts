import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { activateLocale } from "@/shared/i18n/i18n";
import { applyServerErrors, serverFieldMessages } from "./forms";

interface Values {
  name: string;
  password: string;
}

function setup() {
  return renderHook(() => useForm<Values>({ defaultValues: { name: "", password: "" } })).result;
}

describe("applyServerErrors", () => {
  it("puts each field's message on the form field of the same name, or the renamed one", () => {
    const form = setup();
    const err = new ApiError(400, "Please check the form", "invalid_input", {
      name: { code: "required", message: "Name is required" },
      passwordHash: { code: "too_short", message: "At least 8 characters" },
      unknown: { code: "x", message: "ignored" },
    });
    act(() => {
      applyServerErrors(form.current, err, { passwordHash: "password" });
    });
    expect(form.current.getFieldState("name").error).toMatchObject({ type: "required", message: "Name is required" });
    expect(form.current.getFieldState("password").error).toMatchObject({ type: "too_short", message: "At least 8 characters" });
    expect(form.current.getFieldState("unknown" as keyof Values).error).toBeUndefined();
  });

  it("shows a generic check's lower-case message as the code's text, in both languages", async () => {
    const err = new ApiError(400, "name contains characters that are not allowed", "invalid_characters", {
      name: { code: "invalid_characters", message: "name contains characters that are not allowed" },
    });
    for (const [locale, text] of [
      ["en", "Contains characters that are not allowed."],
      ["ms", "Mengandungi aksara yang tidak dibenarkan."],
    ] as const) {
      await activateLocale(locale);
      const form = setup();
      let n = 0;
      act(() => {
        n = applyServerErrors(form.current, err);
      });
      expect(n).toBe(1);
      expect(form.current.getFieldState("name").error?.message).toBe(text);
    }
    await activateLocale("en");
  });

  it("in Malay shows the code's text, not the server's English", async () => {
    await activateLocale("ms");
    try {
      const form = setup();
      act(() => {
        applyServerErrors(form.current, new ApiError(400, "x", "invalid_input", { name: { code: "invalid_characters", message: "Name contains characters that are not allowed" } }));
      });
      expect(form.current.getFieldState("name").error?.message).toBe("Mengandungi aksara yang tidak dibenarkan.");
    } finally {
      await activateLocale("en");
    }
  });

  it("leaves the form alone for errors without fields", () => {
    const form = setup();
    act(() => {
      applyServerErrors(form.current, new ApiError(500, "boom", "internal"));
    });
    act(() => {
      applyServerErrors(form.current, new Error("network"));
    });
    expect(form.current.getFieldState("name").error).toBeUndefined();
    expect(form.current.getFieldState("password").error).toBeUndefined();
  });
});

describe("serverFieldMessages", () => {
  const err = new ApiError(400, "Please check the form", "invalid_input", {
    bestN: { code: "out_of_range", message: "Best events must be 0 (all) to 100" },
    "pointsTable.2": { code: "points_increase", message: "A place cannot score more points than the place above it" },
    "pointsTable.4": { code: "out_of_range", message: "Points must be more than 0" },
    secret: { code: "x", message: "not on the form" },
  });

  it("keys each message by the request's field name by default", () => {
    expect(serverFieldMessages(err)).toMatchObject({ bestN: "Best events must be 0 (all) to 100", "pointsTable.2": expect.any(String) as string });
  });

  it("maps server names onto the form's, keeps the first message of a field, and skips names the form does not show", () => {
    const fieldOf = (s: string) => (s.startsWith("pointsTable.") ? "pointsTable" : s === "secret" ? undefined : s);
    expect(serverFieldMessages(err, fieldOf)).toEqual({
      bestN: "Best events must be 0 (all) to 100",
      pointsTable: "A place cannot score more points than the place above it",
    });
  });

  it("is empty for errors without fields", () => {
    expect(serverFieldMessages(new ApiError(409, "Scores exist", "scores_exist"))).toEqual({});
    expect(serverFieldMessages(new Error("network"))).toEqual({});
  });
});
