import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFrom, hasCode } from "./api";
import { errorMessage } from "./errorMessage";

describe("apiErrorFrom", () => {
  it("reads message, code and field errors", () => {
    const err = apiErrorFrom(
      400,
      "Bad Request",
      JSON.stringify({
        message: "Please check the form",
        code: "invalid_input",
        fields: { email: { code: "invalid_email", message: "Enter a valid email" } },
      }),
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe("400: Please check the form");
    expect(err.serverMessage).toBe("Please check the form");
    expect(err.code).toBe("invalid_input");
    expect(err.fields).toEqual({ email: { code: "invalid_email", message: "Enter a valid email" } });
  });

  it("keeps a body that is not JSON as the message, with no code", () => {
    const err = apiErrorFrom(502, "Bad Gateway", "upstream down");
    expect(err.serverMessage).toBe("upstream down");
    expect(err.code).toBe("");
    expect(apiErrorFrom(502, "Bad Gateway", "").serverMessage).toBe("Bad Gateway");
  });

  it("drops field entries that are not {code, message}", () => {
    const err = apiErrorFrom(400, "", JSON.stringify({ message: "x", code: "invalid_input", fields: { a: "old", b: { message: "m" } } }));
    expect(err.fields).toBeUndefined();
  });
});

describe("hasCode / errorMessage", () => {
  it("matches on the code only", () => {
    expect(hasCode(new ApiError(409, "Event is full", "event_full"), "event_full")).toBe(true);
    expect(hasCode(new ApiError(409, "Event is full"), "event_full")).toBe(false);
    expect(hasCode(new Error("event_full"), "event_full")).toBe(false);
  });

  it("shows the server's words, else the fallback", () => {
    expect(errorMessage(new ApiError(409, "Event is full", "event_full"), "x")).toBe("Event is full");
    expect(errorMessage(new ApiError(500, ""), "fallback")).toBe("fallback");
    expect(errorMessage("weird", "fallback")).toBe("fallback");
  });
});
