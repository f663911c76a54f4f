// What every lucide-react icon is made with, in place of lucide's own
// createLucideIcon (vite.config.ts resolves the icons' import of it here).
// Lucide's handles options the app never uses (a context provider,
// non-scaling strokes, attribute renaming for other frameworks) in 7 KB of
// code the home page's script carried, ~0.9 KB gzipped; this draws the same
// <svg> for the props the app passes (lucideIcon.test.tsx compares the two).
import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/** An icon as lucide describes it (lucide-react/dist/esm/icons/*.mjs __iconData). */
interface IconData {
  name?: string;
  size?: number;
  node: [tag: string, attrs: Record<string, string>][];
  aliases?: string[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
};

/** lucide's test: an aria-*, role or title prop, or children, make the icon meaningful. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some((p) => (p.startsWith("aria-") || p === "role" || p === "title") && props[p] != null);
}

/** Class names without repeats, in order. */
function mergeClasses(...classes: (string | undefined)[]): string {
  return [...new Set(classes.flatMap((c) => c?.split(/\s+/) ?? []).filter(Boolean))].join(" ");
}

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  function LucideIcon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, className, children, ...rest }: IconProps) {
    const stroke = strokeWidth ?? 2;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * box) / Number(width ?? size ?? 24) : stroke,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: mergeClasses("lucide", icon.name && `lucide-${icon.name}`, ...(icon.aliases ?? []).map((a) => `lucide-${a}`), className),
        ...(!children && !hasA11yProp(rest) && { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  }
  return LucideIcon;
}
