import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Photo } from "@/features/content/types";
import { json, mockFetch, renderWithProviders } from "@/test/publicHarness";
import GalleryPage from "./GalleryPage";


function photo(id: number, category = "course"): Photo {
  return { id, title: `Photo ${id}`, caption: `Caption ${id}`, url: `/demo/p${id}.svg`, category, createdAt: "" };
}

describe("GalleryPage", { timeout: 20000 }, () => {
  it("loads more photos until there are no more", async () => {
    const fetch = mockFetch({
      "GET /api/photos": (url) => {
        const offset = Number(url.searchParams.get("offset"));
        const limit = Number(url.searchParams.get("limit"));
        const total = 15;
        const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i + 1);
        const next = offset + ids.length;
        return json({ photos: ids.map((i) => photo(i)), total, nextOffset: next < total ? next : null });
      },
    });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByRole("button", { name: "Enlarge photo: Photo 12" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enlarge photo: Photo 13" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load More Photos" }));
    expect(await screen.findByRole("button", { name: "Enlarge photo: Photo 15" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load More Photos" })).not.toBeInTheDocument());

    const urls = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith("/api/photos"));
    expect(urls).toEqual(["/api/photos?category=all&offset=0&limit=12", "/api/photos?category=all&offset=12&limit=12"]);
  });

  it("asks the server for the chosen category and shows the empty message", async () => {
    const fetch = mockFetch({
      "GET /api/photos": (url) =>
        url.searchParams.get("category") === "social"
          ? json({ photos: [], total: 0, nextOffset: null })
          : json({ photos: [photo(1)], total: 1, nextOffset: null }),
    });
    renderWithProviders(<GalleryPage />);
    await screen.findByRole("button", { name: "Enlarge photo: Photo 1" });
    expect(screen.queryByRole("button", { name: "Load More Photos" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Social Events" }));
    expect(await screen.findByText("No photos available for the selected category.")).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain("/api/photos?category=social&offset=0&limit=12");
  });

  it("opens an enlarged view with title and caption", async () => {
    mockFetch({ "GET /api/photos": () => json({ photos: [photo(3, "tournaments")], total: 1, nextOffset: null }) });
    renderWithProviders(<GalleryPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Enlarge photo: Photo 3" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Photo 3")).toBeInTheDocument();
    expect(within(dialog).getByText("Caption 3")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the failure message", async () => {
    mockFetch({ "GET /api/photos": () => json({ message: "down" }, 503) });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByText("Error Loading Gallery")).toBeInTheDocument();
  });
});
