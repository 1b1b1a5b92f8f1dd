// Move up / Move down for an entry whose list order the site follows (the team). Buttons rather
// than dragging, so that a keyboard does it as well as a mouse.
import type { MoveDirection } from '@common/editor';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';

export function MoveButtons({
  name,
  isFirst,
  isLast,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => Promise<void>;
}) {
  const [moving, setMoving] = useState(false);
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };

  const move = async (direction: MoveDirection) => {
    setMoving(true);
    await onMove(direction);
    setMoving(false);
    // The card has moved in the list: keep the focus on it, on the button that still works.
    requestAnimationFrame(() => {
      const same = buttons[direction].current;
      const other = buttons[direction === 'up' ? 'down' : 'up'].current;
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const button = (direction: MoveDirection, disabled: boolean) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <button
        ref={buttons[direction]}
        type="button"
        onClick={() => move(direction)}
        disabled={disabled || moving}
        aria-label={`Move ${name} ${direction}`}
        className="rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    );
  };

  return (
    <div className="flex gap-1">
      {button('up', isFirst)}
      {button('down', isLast)}
    </div>
  );
}
