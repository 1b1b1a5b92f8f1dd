// The alumni, keyed by their API paths, so that the server's page data fills them: the whole list on
// /alumni, and only how many there are on the home page.
import {
  ALUMNI_COUNT_PATH,
  ALUMNI_PATH,
  type AlumniCount,
  type Alumnus,
} from '@common/club/alumni-page';
import { useQuery } from '@tanstack/react-query';

export const useAlumni = () => useQuery<Alumnus[]>({ queryKey: [ALUMNI_PATH] });

export const useAlumniCount = () => useQuery<AlumniCount>({ queryKey: [ALUMNI_COUNT_PATH] });
