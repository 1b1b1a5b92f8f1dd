// Move up / Move down for an entry whose list order the site follows (the team). Buttons rather
// than dragging, so that a keyboard does it as well as a mouse.
import type { MoveDirection } from '@common/editor/editor';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

export function MoveButtons({
  name,
  index,
  isFirst,
  isLast,
  onMove,
}: {
  name: string;
  /** The entry's place in the list: when it changes after a move, the focus follows the card. */
  index: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => Promise<boolean>;
}) {
  const [moving, setMoving] = useState(false);
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };
  const focusAfterMove = useRef<MoveDirection | null>(null);

  // The list re-renders in the new order in its own commit, which may move this card's DOM node
  // and drop the focus: put it back on the button that still works once the card has moved.
  useLayoutEffect(() => {
    const direction = focusAfterMove.current;
    if (!direction) return;
    focusAfterMove.current = null;
    const same = buttons[direction].current;
    const other = buttons[direction === 'up' ? 'down' : 'up'].current;
    (same && !same.disabled ? same : other)?.focus();
  }, [index]);

  const move = async (direction: MoveDirection) => {
    if (moving) return;
    setMoving(true);
    focusAfterMove.current = direction;
    const moved = await onMove(direction);
    if (!moved) focusAfterMove.current = null;
    setMoving(false);
  };

  const button = (direction: MoveDirection, disabled: boolean) => {
    const Icon = direction === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button
        ref={buttons[direction]}
        variant="outline"
        size="icon"
        onClick={() => move(direction)}
        // Not `disabled` while moving: that would throw the keyboard focus out of the card.
        disabled={disabled}
        aria-disabled={moving || undefined}
        aria-label={`Move ${name} ${direction}`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  };

  return (
    <div className="flex gap-1">
      {button('up', isFirst)}
      {button('down', isLast)}
    </div>
  );
}
