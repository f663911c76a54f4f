import { clsx, type ClassValue } from "clsx";
import { liteMerge } from "./liteMerge";

// tailwind-merge (about 8 KB gzipped) is not part of the home page: until
// it has loaded, a small stand-in that agrees with it on every class list
// of the home route merges (lib/liteMerge.ts, checked by classMerge.test).
// lib/classMerge.ts installs tailwind-merge; every lazily loaded chunk
// waits for it (lib/lazy.ts), so nothing else ever renders without it.
let merge: (classes: string) => string = liteMerge;

/** Installs the class merger (lib/classMerge.ts; tests install their own). */
export function setClassMerge(fn: (classes: string) => string): void {
  merge = fn;
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
