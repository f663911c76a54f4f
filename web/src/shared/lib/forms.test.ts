import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { applyServerErrors } from "./forms";

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
    act(() => applyServerErrors(form.current, err, { passwordHash: "password" }));
    expect(form.current.getFieldState("name").error).toMatchObject({ type: "required", message: "Name is required" });
    expect(form.current.getFieldState("password").error).toMatchObject({ type: "too_short", message: "At least 8 characters" });
    expect(form.current.getFieldState("unknown" as keyof Values).error).toBeUndefined();
  });

  it("leaves the form alone for errors without fields", () => {
    const form = setup();
    act(() => applyServerErrors(form.current, new ApiError(500, "boom", "internal")));
    act(() => applyServerErrors(form.current, new Error("network")));
    expect(form.current.getFieldState("name").error).toBeUndefined();
    expect(form.current.getFieldState("password").error).toBeUndefined();
  });
});
