// Icons drawn by lib/lucideIcon.ts (the browser's build puts it in place of
// lucide's createLucideIcon; vite.config.ts) must be the <svg> lucide's own
// Icon draws: the prerendered home page is drawn by lucide's (the server
// build leaves packages as they are), and the browser hydrates it with these.
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentProps } from "react";
import { Icon, type LucideIcon } from "lucide-react";
// Six icon modules, which lucide types with one file (not duplicate imports).
/* eslint-disable import-x/no-duplicates */
import * as house from "lucide-react/icons/house";
import * as users from "lucide-react/icons/users";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as check from "lucide-react/icons/check";
import * as wifiOff from "lucide-react/icons/wifi-off";
import * as share2 from "lucide-react/icons/share-2";
/* eslint-enable import-x/no-duplicates */
import createLucideIcon from "./lucideIcon";

type IconProps = ComponentProps<LucideIcon>;
type IconData = Parameters<typeof createLucideIcon>[0];
/** An icon module's data, which its types leave out. */
const dataOf = (module: object): IconData => (module as { __iconData: IconData }).__iconData;

const icons: [string, IconData][] = [
  ["house (an alias)", dataOf(house)],
  ["users", dataOf(users)],
  ["loader-circle", dataOf(loaderCircle)],
  ["check", dataOf(check)],
  ["wifi-off", dataOf(wifiOff)],
  ["share-2", dataOf(share2)],
];

const props: [string, IconProps][] = [
  ["no props", {}],
  ["classes, one repeated", { className: "size-5  text-primary lucide" }],
  ["a stroke width", { strokeWidth: 3 }],
  ["a label", { "aria-label": "Home" }],
  ["hidden by the caller", { "aria-hidden": "true", className: "size-4" }],
  ["a size and colour", { size: 16, color: "crimson" }],
  ["an absolute stroke width", { absoluteStrokeWidth: true, size: 48 }],
  ["a title child", { children: <title>Home</title> }],
  ["other attributes", { id: "i", style: { opacity: 0.5 }, onClick: () => undefined }],
];

describe("lucideIcon", () => {
  for (const [name, data] of icons) {
    const Mine = createLucideIcon(data);
    it.each(props)(`draws ${name} as lucide does: %s`, (_, p) => {
      const ours = renderToStaticMarkup(<Mine {...p} />);
      const theirs = renderToStaticMarkup(<Icon icon={data} {...p} />);
      expect(ours).toBe(theirs);
    });
  }
});
