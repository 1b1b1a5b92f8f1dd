// A word-level comparison of two texts, for a long field's change in History: the words kept, the
// words removed and the words added, in reading order.
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Above this many word pairs to compare, the changed middle is shown as removed, then added. */
const MAX_COMPARISONS = 2_000_000;

/** Words with the spaces after them, so that joining the parts gives the texts back. */
const wordsOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function wordDiff(before: string, after: string): DiffPart[] {
  const old = wordsOf(before);
  const now = wordsOf(after);
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start += 1;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  ) {
    end += 1;
  }
  const middle = changedMiddle(
    old.slice(start, old.length - end),
    now.slice(start, now.length - end),
  );
  return merged([
    { kind: 'same', text: old.slice(0, start).join('') },
    ...middle,
    { kind: 'same', text: old.slice(old.length - end).join('') },
  ]);
}

/** The longest common run of words, by dynamic programming, as removed, added and kept parts. */
function changedMiddle(old: string[], now: string[]): DiffPart[] {
  if (old.length * now.length > MAX_COMPARISONS) {
    return [
      { kind: 'removed', text: old.join('') },
      { kind: 'added', text: now.join('') },
    ];
  }
  const width = now.length + 1;
  // common[i * width + j]: the longest common run of old[i..] and now[j..].
  const common = new Uint32Array((old.length + 1) * width);
  for (let i = old.length - 1; i >= 0; i -= 1) {
    for (let j = now.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        old[i] === now[j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    if (i < old.length && j < now.length && old[i] === now[j]) {
      parts.push({ kind: 'same', text: old[i] ?? '' });
      i += 1;
      j += 1;
    } else if (
      i < old.length &&
      (j === now.length || (common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0))
    ) {
      parts.push({ kind: 'removed', text: old[i] ?? '' });
      i += 1;
    } else {
      parts.push({ kind: 'added', text: now[j] ?? '' });
      j += 1;
    }
  }
  return parts;
}

/** Neighbouring parts of one kind joined, empty ones dropped. */
function merged(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = result.at(-1);
    if (last?.kind === part.kind) last.text += part.text;
    else result.push({ ...part });
  }
  return result;
}
