// The part of class-variance-authority's cva() the ui kit uses (base
// classes, variants with defaults, then className), in a few lines instead
// of a dependency on the home page. Same rules: a variant set to null adds
// nothing; unset, its default applies.
type VariantMap = Record<string, Record<string, string>>;

type VariantChoice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

export function cva<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants?: { [K in keyof V]?: keyof V[K] } },
): (props?: VariantChoice<V> & { class?: string; className?: string }) => string {
  return (props = {}) => {
    const out = [base];
    for (const key of Object.keys(config.variants) as (keyof V & string)[]) {
      const chosen = props[key];
      if (chosen === null) continue;
      const name = chosen || config.defaultVariants?.[key];
      if (name !== undefined) out.push(config.variants[key][name as string] ?? "");
    }
    out.push(props.class ?? "", props.className ?? "");
    return out.filter(Boolean).join(" ");
  };
}

/** The variant props of a cva() result, for a component's props. */
export type VariantProps<F> = F extends (props?: infer P) => string ? Omit<NonNullable<P>, "class" | "className"> : never;
