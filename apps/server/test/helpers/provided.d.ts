declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    dbTemplate: string;
    postgresBaseUrl: string;
  }
}

export {};
