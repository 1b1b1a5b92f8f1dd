// /alumni: the team's graduated members by their class, the newest first, each with the role they
// had and where they went after the club.
import { type Alumnus, alumniByClass } from '@common/club/alumni-page';
import { PageLayout } from '@/components/page-layout';
import { SectionError } from '@/components/section-error';
import { Skeleton } from '@/components/ui/skeleton';
import { PageText } from '@/features/page-texts/page-text';
import { usePageText } from '@/features/page-texts/use-page-text';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { AlumnusCard } from './alumnus-card';
import { useAlumni } from './use-alumni';

export default function AlumniPage() {
  useDocumentTitle(usePageText('alumni.title'));
  const alumni = useAlumni();
  return (
    <PageLayout title={<PageText id="alumni.title" />} intro={<PageText id="alumni.intro" />}>
      {alumni.isError ? (
        <SectionError message="Failed to load our alumni. Please try again later." />
      ) : alumni.isPending ? (
        <Skeleton className="mt-10 h-64" />
      ) : alumni.data.length === 0 ? (
        <p className="mt-10 rounded-card bg-slate-50 p-6 text-slate-700">
          <PageText id="alumni.empty" />
        </p>
      ) : (
        <Classes alumni={alumni.data} />
      )}
    </PageLayout>
  );
}

function Classes({ alumni }: { alumni: Alumnus[] }) {
  return alumniByClass(alumni).map(([year, members]) => (
    <section key={year} aria-labelledby={`class-of-${year}`} className="mt-10">
      <h2 id={`class-of-${year}`} className="font-bold text-2xl">
        Class of {year}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {members.map((alumnus) => (
          <AlumnusCard key={alumnus.id} alumnus={alumnus} />
        ))}
      </ul>
    </section>
  ));
}
