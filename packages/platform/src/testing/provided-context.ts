declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test run's PostgreSQL server (see global-setup.ts). */
    pgServerUrl: string;
  }
}

export {};
