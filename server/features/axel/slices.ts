// Many rows or texts sent in slices: a statement's parameters, and a provider's inputs per call,
// are limited.

/** The items in order, cut into slices of at most `size`. */
export function slicesOf<T>(items: T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    slices.push(items.slice(start, start + size));
  }
  return slices;
}
