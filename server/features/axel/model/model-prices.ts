// A rough price list for the cost estimate of the admin panel, in US dollars per million tokens,
// by model family (decision 21). The first family whose name the model's contains is used.
interface Price {
  input: number;
  output: number;
}

const PRICES: { family: string; price: Price }[] = [
  { family: 'gpt-4o-mini', price: { input: 0.15, output: 0.6 } },
  { family: 'gpt-4o', price: { input: 2.5, output: 10 } },
  { family: 'gpt-4.1-nano', price: { input: 0.1, output: 0.4 } },
  { family: 'gpt-4.1-mini', price: { input: 0.4, output: 1.6 } },
  { family: 'gpt-4.1', price: { input: 2, output: 8 } },
  { family: 'gpt-5-nano', price: { input: 0.05, output: 0.4 } },
  { family: 'gpt-5-mini', price: { input: 0.25, output: 2 } },
  { family: 'gpt-5', price: { input: 1.25, output: 10 } },
  { family: 'claude-3-haiku', price: { input: 0.25, output: 1.25 } },
  { family: 'haiku', price: { input: 1, output: 5 } },
  { family: 'sonnet', price: { input: 3, output: 15 } },
  { family: 'opus', price: { input: 15, output: 75 } },
];

/** For a model not listed (a new one, or a local one that costs nothing): a mid-range price, so the estimate errs high. */
export const DEFAULT_PRICE: Price = { input: 3, output: 15 };

export function priceOf(model: string): Price {
  const name = model.toLowerCase();
  return PRICES.find(({ family }) => name.includes(family))?.price ?? DEFAULT_PRICE;
}

/** Estimated cost in US dollars, to the cent's hundredth. */
export function estimateCostUsd(model: string, inputTokens: number, outputTokens: number): number {
  const price = priceOf(model);
  const cost = (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
  return Math.round(cost * 10_000) / 10_000;
}
