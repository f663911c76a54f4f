import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { ImageUpload } from "./ImageUpload";

const ID = "0123456789abcdef0123456789abcdef";
const URL1 = `/api/files/images/img-${ID}-960`;

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
class FakeXHR {
  static last: FakeXHR | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  method = "";
  url = "";
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXHR.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function Field({ onChange }: { onChange?: (url: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <ImageUpload
      value={value}
      onChange={(u) => {
        setValue(u);
        onChange?.(u);
      }}
    />
  );
}

function photo(name = "green.jpg", size = 2048, type = "image/jpeg"): File {
  const f = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
}

const TEXTS = {
  en: {
    choose: "Choose a picture",
    tooLarge: "The picture is larger than 15 MB. Choose a smaller one.",
    heic: /HEIC pictures cannot be used/,
    refused: "The picture could not be uploaded: The image must be a JPEG, PNG or WebP picture",
    remove: "Remove picture",
  },
  ms: {
    choose: "Pilih gambar",
    tooLarge: "Gambar melebihi 15 MB. Pilih gambar yang lebih kecil.",
    heic: /Gambar HEIC tidak boleh digunakan/,
    refused: "Gambar tidak dapat dimuat naik: Gambar mestilah imej JPEG, PNG atau WebP.",
    remove: "Buang gambar",
  },
} as const;

describe.each(["en", "ms"] as const)("ImageUpload (%s)", (locale) => {
  inLocale(locale);
  const T = TEXTS[locale];

  it("uploads a chosen picture with progress, then previews it with its sizes", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute("accept")).toBe("image/*");
    expect(screen.getByRole("button", { name: T.choose })).toBeTruthy();
    await userEvent.upload(input, photo());
    const xhr = FakeXHR.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/admin/images");
    expect((xhr.sent!.get("file") as File).name).toBe("green.jpg");
    xhr.progress(40, 100);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    xhr.answer(201, { url: URL1, srcset: "", width: 960, height: 640 });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(URL1));
    const img = await screen.findByRole("img");
    expect(img.getAttribute("src")).toBe(URL1);
    expect(img.getAttribute("srcset")).toBe(`/api/files/images/img-${ID}-480 480w, ${URL1} 960w`);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expectNoRawIds(["admin"]);
    await userEvent.click(screen.getByRole("button", { name: T.remove }));
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("takes a dropped picture", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    FakeXHR.last = null;
    render(<Field />);
    fireEvent.drop(screen.getByTestId("image-drop-zone"), { dataTransfer: { files: [photo("drop.png", 1000, "image/png")] } });
    await waitFor(() => expect(FakeXHR.last).not.toBeNull());
    expect((FakeXHR.last!.sent!.get("file") as File).name).toBe("drop.png");
  });

  it("refuses a picture over 15 MB and a HEIC one before sending them", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    FakeXHR.last = null;
    const { container } = render(<Field />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, photo("huge.jpg", 16 * 1024 * 1024));
    expect((await screen.findByRole("alert")).textContent).toBe(T.tooLarge);
    await userEvent.upload(input, photo("IMG_0001.HEIC", 3000, "image/heic"));
    expect((await screen.findByRole("alert")).textContent).toMatch(T.heic);
    expect(FakeXHR.last).toBeNull();
  });

  it("shows the server's reason, in the language in use", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXHR);
    const onChange = vi.fn();
    const { container } = render(<Field onChange={onChange} />);
    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo("fake.jpg"));
    FakeXHR.last!.answer(415, { message: "The image must be a JPEG, PNG or WebP picture", code: "unsupported_image" });
    expect((await screen.findByRole("alert")).textContent).toBe(T.refused);
    expect(onChange).not.toHaveBeenCalled();
  });
});
