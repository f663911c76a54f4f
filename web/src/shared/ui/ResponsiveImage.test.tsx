import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { uploadSrcSet, webpSrcSet } from "@/shared/lib/images";
import { ResponsiveImage } from "./ResponsiveImage";

describe("ResponsiveImage", () => {
  it("offers the WebP sizes of a shipped photograph, the JPEG as fallback", () => {
    const { container } = render(<ResponsiveImage src="/demo/photos/misty-lake.jpg" sizes="100vw" alt="Lake" />);
    const source = container.querySelector("picture source")!;
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toBe("/demo/photos/misty-lake-480.webp 480w, /demo/photos/misty-lake-960.webp 960w");
    expect(source.getAttribute("sizes")).toBe("100vw");
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/demo/photos/misty-lake.jpg");
  });

  it("any other URL is a plain image", () => {
    const { container } = render(<ResponsiveImage src="https://example.com/a.jpg" sizes="100vw" alt="" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("https://example.com/a.jpg");
    expect(webpSrcSet("/demo/photos/../x.jpg")).toBeNull();
  });

  it("an uploaded picture offers its sizes, never one wider than it has", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const { container } = render(<ResponsiveImage src={`/api/files/images/img-${id}-1200`} sizes="100vw" alt="Prize giving" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe(
      `/api/files/images/img-${id}-480 480w, /api/files/images/img-${id}-960 960w, /api/files/images/img-${id}-1200 1200w`,
    );
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect(uploadSrcSet(`/api/files/images/img-${id}-300`)).toBe(`/api/files/images/img-${id}-300 300w`);
    expect(uploadSrcSet(`/api/files/images/img-${id}-1601`)).toBeNull();
    expect(uploadSrcSet("/uploads/old.jpg")).toBeNull();
  });

  it("a picture that fails to load gives way to the fallback", () => {
    const { container } = render(<ResponsiveImage src="/demo/photos/gone.jpg" sizes="100vw" fallbackSrc="/images/event-fallback.svg" alt="" />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/event-fallback.svg");
  });
});
