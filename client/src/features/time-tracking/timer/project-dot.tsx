/** A project's colour from Clockify, as a dot; grey for an entry without a project. */
export function ProjectDot({ color }: { color: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full bg-slate-300"
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}
