// Code the home page does not need for its first paint lives in chunks of
// its own (web/scripts/check-home-size.mjs keeps the home page under its
// budget). These helpers fetch such a chunk when the browser is idle or
// when the user shows intent (a pointer over a button, focus), so it is
// there by the time it is used.
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { loadNamespace } from "@/shared/i18n/namespaces";

/** Runs fn once the browser is idle (at the latest after timeoutMs); returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(fn, Math.min(timeoutMs, 2000));
  return () => clearTimeout(t);
}

/** Starts loading a chunk and ignores a failure (the real use retries and shows its own error). */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** Fetches a chunk once the browser is idle (nothing when load is null). */
export function useIdlePreload(load: (() => Promise<unknown>) | null, timeoutMs?: number): void {
  useEffect(() => (load ? whenIdle(() => preload(load), timeoutMs) : undefined), [load, timeoutMs]);
}

/** False until the browser has been idle once after mounting, then true for good. */
export function useAfterIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

// The same bound React.lazy has: the props stay those of the component and
// are checked where the lazy component is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Installs tailwind-merge into cn() (see lib/utils.ts). */
export const loadClassMerge = () => import("./classMerge");

/**
 * What every chunk beyond the home page's script stands on: tailwind-merge
 * in cn(), and the messages of the language's catalog that the home page
 * does not show (i18n/namespaces.ts "app"). The home page renders without
 * either; nothing loaded later does.
 */
export const loadLazyBase = () => Promise.all([loadClassMerge(), loadNamespace("app")]);

/** A chunk's import that resolves only once loadLazyBase has. */
export function withLazyBase<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([loadLazyBase(), load()]).then(([, m]) => m);
}

/** React.lazy for a named export of a module (waits for loadLazyBase too). */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => withLazyBase(load)().then((m) => ({ default: m[name] })));
}
