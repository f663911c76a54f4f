// A minimal asChild slot for Button, Badge and FormField: renders its one
// child element with the slot's props merged in, as Radix's Slot does
// (class names joined, styles merged, both event handlers run, the child's
// first; refs composed). Radix's own, with Slottable support we never use,
// would add its weight to the home page.
import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref, type RefCallback } from "react";

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => refs.forEach((r) => setRef(r, value));
}

export function mergeSlotProps(slot: Props, child: Props): Props {
  const out: Props = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const s = slot[key];
    const c = child[key];
    if (/^on[A-Z]/.test(key) && typeof s === "function" && typeof c === "function") {
      out[key] = (...args: unknown[]) => {
        const result: unknown = c(...args);
        s(...args);
        return result;
      };
    } else if (key === "style" && s && c) out[key] = { ...(s as object), ...(c as object) };
    else if (key === "className" && s && c) out[key] = `${String(s)} ${String(c)}`;
  }
  return out;
}

export function Slot({
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<Props>(children)) return null;
  const childRef = children.props.ref as Ref<HTMLElement> | undefined;
  const merged = mergeSlotProps(props, children.props);
  if (ref || childRef) merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
