import { describe, expect, it } from 'vitest';
import { moveFocusOf } from './use-row-focus';

describe('the focus after a row moves', () => {
  it('stays on the button pressed while the row can move on that way', () => {
    expect(moveFocusOf('k2', 'up', 1, 4)).toBe('k2-up');
    expect(moveFocusOf('k2', 'down', 2, 4)).toBe('k2-down');
  });

  it('goes to the other button once the row reaches the top or the bottom', () => {
    expect(moveFocusOf('k2', 'up', 0, 4)).toBe('k2-down');
    expect(moveFocusOf('k2', 'down', 3, 4)).toBe('k2-up');
  });
});
