import { mainAddressOf } from '../../projects/index.ts';

/** The parts of a project row the customer's Projects tab shows. */
export interface ProjectLike {
  id: number;
  customerId: number;
  deleted: number;
  addresses: readonly { city: string; mainAddress: number; deleted: number }[];
}

/** The customer's live projects. */
export function projectsOf<P extends ProjectLike>(projects: readonly P[], customerId: number): P[] {
  return projects.filter((project) => project.customerId === customerId && !project.deleted);
}

/** The city of the project's main address, else of its first address ('' without any). */
export const mainCity = (project: ProjectLike): string => mainAddressOf(project.addresses)?.city ?? '';
