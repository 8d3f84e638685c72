/**
 * The candidate form's fixed choices that read in the reader's language, by their stored word (contracts'
 * CANDIDATE_CHOICES: 'Male', 'Master'…). Roles are shown as stored.
 */
const choices = {
  gender: { Male: 'Male', Female: 'Female' },
  degree: { PhD: 'PhD', Master: 'Master', Bachelor: 'Bachelor', Associate: 'Associate' },
};

export default choices;

declare module '../../namespaces' {
  interface Namespaces {
    choices: typeof choices;
  }
}
