import { ONE_CLICK_APPLICATION, type ProjectView, personName, projectCompany, type UserView } from '@tb/contracts';

const line = (label: string, value: string) => (value.trim() ? `${label}: ${value.trim()}` : null);

export const applicantName = (user: UserView): string =>
  personName(user.firstName, user.lastName) || user.username || user.email;

/** The plain-text resume a one-click application carries, written from the profile. */
export function resumeText(user: UserView): string {
  const lines = [
    line('Name', applicantName(user)),
    line('Email', user.email),
    line('Position', user.position),
    line('GitHub', user.github),
    line('Portfolio', user.portfolio),
    line('Personal site', user.personalSite),
    line('Skills', user.tagsEnglish),
    line('Skills (Chinese)', user.tagsChinese),
    user.bio.trim() ? `\nAbout\n${user.bio.trim()}` : null,
  ];
  return `${lines.filter((l) => l !== null).join('\n')}\n`;
}

const fileSafe = (value: string) => value.replace(/[^\w.-]+/g, '_').slice(0, 60) || 'applicant';

/** The multipart form of `POST /api/application`, field by field as the server reads them. */
export function applicationForm(project: ProjectView, user: UserView): FormData {
  const form = new FormData();
  form.set('projectId', project.id);
  form.set('name', applicantName(user));
  form.set('email', user.email);
  form.set('position', ONE_CLICK_APPLICATION.position);
  form.set('company', projectCompany(project.titleEn));
  form.set('message', ONE_CLICK_APPLICATION.message);
  const resume = new Blob([resumeText(user)], { type: 'text/plain;charset=utf-8' });
  form.set('file', resume, `resume-${fileSafe(user.username || user.email)}.txt`);
  return form;
}
