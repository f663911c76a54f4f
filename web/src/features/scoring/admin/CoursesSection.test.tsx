// The course editor in each language: the server's rules are checked
// before anything is sent, the problems are named per hole, and a good
// course is sent whole.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { installDomShims } from "@/test/adminData";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { CoursesSection } from "./CoursesSection";

beforeEach(() => installDomShims());

const COURSE = {
  id: 3,
  name: "Seri Kembangan",
  tees: [{ name: "White", courseRating: 71.2, slope: 125, holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })) }],
};

describe.each([
  {
    locale: "en" as const,
    add: "Add course",
    name: "Course name",
    teeName: "Tee name",
    save: "Save course",
    par5: "Par of hole 5, White",
    si6: "Stroke index of hole 6, White",
    parErr: "Hole 5: Par is 3 to 6.",
    siErr: "Hole 6: Each stroke index 1 to 18 is used once.",
    missing: "Stroke indexes not used yet: 6",
    nameErr: "Enter the course's name.",
    summary: "White: CR 71.2, slope 125, par 72",
    inUse: "An event plays this course. Change the event's course first.",
    del: "Delete Seri Kembangan",
  },
  {
    locale: "ms" as const,
    add: "Tambah padang",
    name: "Nama padang",
    teeName: "Nama tee",
    save: "Simpan padang",
    par5: "Par lubang 5, White",
    si6: "Indeks pukulan lubang 6, White",
    parErr: "Lubang 5: Par ialah 3 hingga 6.",
    siErr: "Lubang 6: Setiap indeks pukulan 1 hingga 18 digunakan sekali sahaja.",
    missing: "Indeks pukulan belum digunakan: 6",
    nameErr: "Masukkan nama padang.",
    summary: "White: CR 71.2, slope 125, par 72",
    inUse: "Ada acara yang menggunakan padang ini. Tukar padang acara itu dahulu.",
    del: "Padam Seri Kembangan",
  },
])("CoursesSection ($locale)", (l) => {
  inLocale(l.locale);

  it("checks par and stroke indexes before sending, then sends the whole course", async () => {
    const fetchMock = mockFetch({
      "GET /api/admin/courses": { body: [] },
      "POST /api/admin/courses": (init) => ({ status: 201, body: { id: 9, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    const user = userEvent.setup();
    renderApp(<CoursesSection />);
    await user.click(await screen.findByRole("button", { name: l.add }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(l.teeName, { exact: false }), "White");
    const par5 = within(dialog).getByLabelText(l.par5);
    await user.clear(par5);
    await user.type(par5, "7");
    const si6 = within(dialog).getByLabelText(l.si6);
    await user.clear(si6);
    await user.type(si6, "1");
    await user.click(within(dialog).getByRole("button", { name: l.save }));
    expect(within(dialog).getByText(l.nameErr)).toBeInTheDocument();
    expect(within(dialog).getByText(l.parErr)).toBeInTheDocument();
    expect(within(dialog).getByText(l.siErr)).toBeInTheDocument();
    expect(within(dialog).getByText(l.missing, { exact: false })).toBeInTheDocument();
    expect(par5).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === "POST")).toBe(false);
    expectNoRawIds(["admin"]);

    await user.type(within(dialog).getByLabelText(l.name, { exact: false }), "Seri Kembangan");
    await user.clear(par5);
    await user.type(par5, "5");
    await user.clear(si6);
    await user.type(si6, "6");
    expect(within(dialog).queryByTestId("hole-errors")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: l.save }));
    await waitFor(() => expect(sentBody(fetchMock, "POST /api/admin/courses")).toBeDefined());
    const body = sentBody(fetchMock, "POST /api/admin/courses") as typeof COURSE;
    expect(body.name).toBe("Seri Kembangan");
    expect(body.tees[0]).toMatchObject({ name: "White", courseRating: 72, slope: 113 });
    expect(body.tees[0].holes[4]).toEqual({ par: 5, strokeIndex: 5 });
    expect(body.tees[0].holes.map((h) => h.strokeIndex).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lists the courses with their tees; a course in use is not deleted and the toast says why", async () => {
    mockFetch({
      "GET /api/admin/courses": { body: [COURSE] },
      "DELETE /api/admin/courses/3": { status: 409, body: { message: "Course is in use", code: "course_in_use" } },
    });
    const user = userEvent.setup();
    renderApp(<CoursesSection />);
    expect(await screen.findByText(l.summary)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: l.del }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getAllByRole("button").at(-1)!);
    expect(await screen.findByText(l.inUse)).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
