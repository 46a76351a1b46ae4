import type { CareerRole, CareerRoleFile } from './careers.schema';

export const careerRoles: CareerRole[] = Object.values(
  import.meta.glob<CareerRoleFile>('./data/careers/*.json', { eager: true, import: 'default' }),
).sort((a, b) => a.order - b.order); // stable: equal orders keep file-name order;

/** Subject line of a resume e-mail for a role. */
export const resumeSubject = (role: CareerRole): string => `Application for ${role.title}`;

export type { CareerRole } from './careers.schema';
