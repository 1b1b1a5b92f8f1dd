/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-accent-700"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
