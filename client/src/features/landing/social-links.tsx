import { NewTabLink } from '@/components/new-tab-link';
import { useClubConfig } from '@/features/club/use-club-config';

/** The club's social accounts from the club config; nothing while none are set. */
export function SocialLinks() {
  const links = useClubConfig().data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <div>
      <h3 className="font-bold text-lg">Follow us</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.url}>
            <NewTabLink
              href={link.url}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-medium text-sm hover:border-accent-600 hover:text-accent-800"
            >
              {link.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
