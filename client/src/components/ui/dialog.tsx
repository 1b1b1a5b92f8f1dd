// Modal dialogs on Radix: focus is trapped inside, Escape and a click outside close them.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { closeButtonClasses } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/** A centred dialog; long content scrolls inside it, past 80% of the viewport height. */
export function DialogContent({ className = '', ...props }: ContentProps) {
  return (
    <ModalContent
      className={`top-1/2 left-1/2 max-h-[80vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-card ${className}`}
      {...props}
    />
  );
}

/** A panel that slides over the page from the right edge, full height. */
export function SheetContent({ className = '', ...props }: ContentProps) {
  return (
    <ModalContent className={`inset-y-0 right-0 flex h-full flex-col ${className}`} {...props} />
  );
}

function ModalContent({ className, children, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={`fixed z-50 overflow-y-auto bg-white p-6 shadow-xl ${className}`}
        {...props}
      >
        {children}
        <CloseButton />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function CloseButton() {
  return (
    <DialogPrimitive.Close aria-label="Close" className={closeButtonClasses}>
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
