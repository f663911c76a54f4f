// A small stand-in for tailwind-merge, used by cn() only until the real one
// has loaded (lib/utils.ts): the home page's first paint. It resolves the
// overrides the home page makes (a button's colours, a card's padding and
// direction, a badge's border) the way tailwind-merge does: of two
// utilities that set the same thing under the same variants, the later one
// stays. classMerge.test renders the home route and checks that it agrees
// with tailwind-merge on every class list there; elsewhere the real one
// always runs, so this never needs to know every utility.

const TEXT_SIZE = /^(xs|sm|base|lg|[2-9]?xl|\[\d.*\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const SHADOW_SIZE = /^(|2xs|xs|sm|md|lg|xl|2xl|none|\[.*_.*\])$/;
const WIDTH = /^(|\d+|x|y|t|r|b|l|s|e|[xytrblse]-\d+|\[\d.*\])$/;
const DISPLAY = /^(flex|inline-flex|grid|inline-grid|block|inline-block|inline|hidden|contents|table|flow-root)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const FONT_FAMILY = /^(sans|serif|mono)$/;

/** What a utility sets, as a key; utilities with the same key override each other. */
function key(u: string): string {
  if (DISPLAY.test(u)) return "display";
  if (POSITION.test(u)) return "position";
  const dash = u.indexOf("-", u.startsWith("-") ? 1 : 0);
  const head = dash < 0 ? u : u.slice(0, dash);
  const value = dash < 0 ? "" : u.slice(dash + 1);
  switch (head) {
    case "text":
      return TEXT_SIZE.test(value) ? "text-size" : TEXT_ALIGN.test(value) ? "text-align" : TEXT_WRAP.test(value) ? "text-wrap" : "text-color";
    case "border":
    case "ring":
    case "outline":
      if (value.startsWith("offset-")) return `${head}-offset-${/^(\d+|\[\d.*\])$/.test(value.slice(7)) ? "w" : "color"}`;
      return WIDTH.test(value) ? `${head}-w${/^[xytrblse](-|$)/.test(value) ? `-${value[0]}` : ""}` : `${head}-color`;
    case "shadow":
      return SHADOW_SIZE.test(value) ? "shadow" : "shadow-color";
    case "font":
      return FONT_FAMILY.test(value) ? "font-family" : "font-weight";
    case "flex":
      return /^(row|col)/.test(value) ? "flex-direction" : /^(wrap|nowrap)/.test(value) ? "flex-wrap" : "flex";
    case "min":
    case "max":
    case "gap":
    case "inset":
      return value.startsWith("x-") || value.startsWith("y-") || head === "min" || head === "max" ? `${head}-${value.split("-")[0]}` : head;
    default:
      return dash < 0 ? u : head;
  }
}

/** The keys a utility with this key also overrides (a later p-4 beats an earlier px-2). */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-s", "border-w-e"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "text-size": ["leading"],
};

export function liteMerge(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classes.split(" ").filter(Boolean);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    const cut = t.lastIndexOf(":", t.lastIndexOf("]") > t.lastIndexOf(":") ? t.indexOf("[") : t.length);
    const variants = cut < 0 ? "" : t.slice(0, cut + 1);
    const util = (cut < 0 ? t : t.slice(cut + 1)).replace(/^!|!$/g, "");
    const k = variants + key(util);
    if (taken.has(k)) continue;
    kept.push(t);
    taken.add(k);
    for (const c of COVERS[key(util)] ?? []) taken.add(variants + c);
  }
  return kept.reverse().join(" ");
}
