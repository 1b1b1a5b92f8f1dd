import { Button } from '@/components/ui/button';

/** A read that failed, in place of what it would show, with a way to read again. */
export function LoadError({
  message,
  onRetry,
  className = 'mt-6 rounded-card bg-red-50 p-6',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`text-red-800 ${className}`}>
      <p>{message}</p>
      <Button variant="underlined" size="inline" onClick={onRetry} className="mt-3">
        Try again
      </Button>
    </div>
  );
}
