// Toasts on Radix, with Radix's defaults: 5000 ms on screen, F8 focuses the viewport, swipe right
// 50 px to dismiss; and a viewport at most 420 px wide.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, type ToastEntry, useToasts } from '@/lib/toast-store';

const TOAST_DURATION_MS = 5000;

const variantClasses: Record<NonNullable<ToastEntry['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={`relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${variantClasses[entry.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{entry.title}</ToastPrimitive.Title>
            {entry.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4"
      />
    </ToastPrimitive.Provider>
  );
}
