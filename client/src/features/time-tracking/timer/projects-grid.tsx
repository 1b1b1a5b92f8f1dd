import { formatDuration, parseDuration } from '@common/time-tracking/time-durations';
import type { ClockifyProject } from '@common/time-tracking/time-tracking';
import { ProjectDot } from './project-dot';

/** The workspace's projects with their tracked time, only when there are some. */
export function ProjectsGrid({ projects }: { projects: readonly ClockifyProject[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="projects-heading" className="mt-10">
      <h2 id="projects-heading" className="font-bold text-2xl">
        Active Projects
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="rounded-card border border-slate-200 p-4">
            <p className="flex items-center gap-2 font-semibold">
              <ProjectDot color={project.color} />
              {project.name}
            </p>
            <p className="mt-1 text-slate-600 text-sm">
              {formatDuration(parseDuration(project.duration))} tracked
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
