import type { Ref } from 'react';

/** Hands a node to a forwarded ref of either kind (a component that also keeps the node itself). */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
