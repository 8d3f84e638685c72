// How candidates' and users' names and stored values read on screen (both sides show people).
export * from '../people/display.ts';
export * from './build-view.ts';
export * from './catalogue.ts';
export * from './choices.ts';
export * from './display.ts';
export * from './fields.ts';
export * from './history.ts';
export * from './interview-results.ts';
export * from './normalise.ts';
export * from './requests.ts';
export * from './uploads.ts';
export * from './views.ts';
