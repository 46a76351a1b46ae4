import type { CareerRole } from './careers.schema';

export const careerRoles: CareerRole[] = [
  {
    title: 'Python Developer',
    type: 'Full time',
    desc: 'Build APIs, automation and data pipelines with Django, FastAPI and PostgreSQL. Two or more years of professional Python, clean tested code and good written English.',
  },
  {
    title: 'DevOps Engineer',
    type: 'Full time',
    desc: 'Run our hosting and AWS infrastructure: Linux servers, cPanel, CI/CD pipelines, monitoring and backups. Experience with Docker, Terraform or Ansible is a plus.',
  },
  {
    title: '.NET Developer',
    type: 'Full time',
    desc: 'Develop web applications and integrations in C# with ASP.NET Core and SQL Server for clients in Pakistan and abroad. Two or more years of .NET experience.',
  },
  {
    title: 'UI/UX Designer',
    type: 'Full time',
    desc: 'Turn ideas into wireframes, prototypes and polished interfaces in Figma for websites and mobile apps, and work closely with developers through launch.',
  },
];

/** Subject line of a resume e-mail for a role. */
export const resumeSubject = (role: CareerRole): string => `Application for ${role.title}`;

export type { CareerRole } from './careers.schema';
