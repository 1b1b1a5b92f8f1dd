import { Link } from 'wouter';
import { useClubConfig, useClubName } from '@/features/club/use-club-config';
import { PageText } from '@/features/page-texts/page-text';

const quickLinks = [
  { label: 'About', href: '/#about' },
  { label: 'Team', href: '/#team' },
  { label: 'Sponsors', href: '/#sponsors' },
];

/** The footer of every page, with quick links to the landing sections. */
export function SiteFooter() {
  const clubName = useClubName();
  const contactEmail = useClubConfig().data?.contactEmail;
  return (
    <footer className="bg-slate-900 px-6 py-12 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:justify-between">
        <div className="min-w-0">
          <p className="wrap-break-word font-bold text-lg text-white">{clubName}</p>
          <p className="mt-2 max-w-sm text-sm">
            <PageText id="footer.about" />
          </p>
          {contactEmail && (
            <p className="mt-4 wrap-break-word text-sm">
              <a href={`mailto:${contactEmail}`} className="text-white hover:underline">
                {contactEmail}
              </a>
            </p>
          )}
        </div>
        <nav aria-label="Quick links">
          <p className="font-semibold text-white">Quick links</p>
          <ul className="mt-2 space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <Link href="/rules" className="hover:text-white hover:underline">
                Rules
              </Link>
            </li>
            <li>
              <Link href="/join" className="hover:text-white hover:underline">
                Join Us
              </Link>
            </li>
            <li>
              <Link href="/alumni" className="hover:text-white hover:underline">
                Alumni
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* The year of the server's rendering: a browser already in the next year, or still in the
          last, keeps it rather than reporting a difference. */}
      <p
        suppressHydrationWarning
        className="mx-auto mt-10 max-w-6xl wrap-break-word text-slate-400 text-xs"
      >
        © {new Date().getFullYear()} {clubName}. <PageText id="footer.legal" />
      </p>
    </footer>
  );
}
