import { Children, cloneElement, isValidElement, type ReactNode, type Ref, useCallback } from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * `asChild` for Button and Link: renders the one child element (a router's <Link>) with the slot's props
 * merged in, the way Radix's Slot does: the child's props win, except that class names are joined, styles
 * merged, event handlers both called (the child's first) and refs both set. Radix's Slot also handles
 * Slottable and lazy children, which the kit never passes, at four times the weight: Button alone must stay
 * within 6 kB (bench/kit-size.bench.mjs), so the kit keeps this one.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.only(children);
  const childProps = (isValidElement(child) ? child.props : {}) as AnyProps;
  const childRef = childProps.ref as Ref<unknown> | undefined;
  const composedRef = useCallback(
    (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!isValidElement(child)) return null;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const own = slotProps[key];
    const childs = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof childs === 'function') {
      merged[key] = (...args: unknown[]) => {
        childs(...args);
        own(...args);
      };
    } else if (key === 'className') merged[key] = [own, childs].filter(Boolean).join(' ');
    else if (key === 'style') merged[key] = { ...(own as object), ...(childs as object) };
  }
  merged.ref = ref && childRef ? composedRef : (ref ?? childRef);
  return cloneElement(child, merged);
}
