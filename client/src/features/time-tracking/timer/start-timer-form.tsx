import {
  type ClockifyProject,
  DESCRIPTION_REQUIRED,
  startTimerSchema,
} from '@common/time-tracking/time-tracking';
import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { toast } from '@/lib/toast-store';
import { useStartTimer } from '../use-time-tracking';

/** A description (required after trimming), an optional project, Start. */
export function StartTimerForm({ projects }: { projects: readonly ClockifyProject[] }) {
  const [description, setDescription] = useState('');
  const [projectId, setProjectId] = useState('');
  const start = useStartTimer(projects);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = startTimerSchema.safeParse({ description, projectId });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? DESCRIPTION_REQUIRED;
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    start.mutate(parsed.data, {
      onSuccess: () => {
        setDescription('');
        setProjectId('');
      },
    });
  };

  return (
    <section
      aria-labelledby="start-timer-heading"
      className="mt-8 rounded-card border border-slate-200 p-5 sm:p-6"
    >
      <h2 id="start-timer-heading" className="font-bold text-xl">
        Start a timer
      </h2>
      <form
        onSubmit={submit}
        className="mt-4 grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end"
      >
        <FormField id="timer-description" label="Task description">
          <input
            id="timer-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="What are you working on?"
            autoComplete="off"
            maxLength={3000}
            className={`${inputClasses} h-11`}
          />
        </FormField>
        <FormField id="timer-project" label="Project (optional)">
          <select
            id="timer-project"
            value={projectId}
            onChange={(event) => setProjectId(event.target.value)}
            className={`${inputClasses} h-11`}
          >
            <option value="">No project</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </FormField>
        <Button
          type="submit"
          size="lg"
          disabled={description === '' || start.isPending}
          className="h-11"
        >
          <Play aria-hidden="true" className="size-4" />
          {start.isPending ? 'Starting…' : 'Start'}
        </Button>
      </form>
    </section>
  );
}
