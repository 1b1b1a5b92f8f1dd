// A person's round photo on a card, or their initials where the club has no photo of them.
import { ResponsiveImage } from '@/components/responsive-image';
import { initialsOf } from '@/lib/format';

export function MemberPhoto({
  name,
  imageUrl,
  size,
}: {
  name: string;
  imageUrl: string | null;
  /** The circle's size and the initials' type: `size-24 text-2xl`. */
  size: string;
}) {
  return imageUrl ? (
    <ResponsiveImage
      src={imageUrl}
      alt=""
      display="teamMember"
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-slate-800 font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
