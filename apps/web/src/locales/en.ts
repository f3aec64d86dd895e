import { enFirstView } from './en-first-view';
import { enMore } from './en-more';

/**
 * English catalogue: the reference shape; every other language must provide the same keys (see zh.ts). It comes in
 * two parts so the start-up bundle carries only what the first view shows.
 */
export const en = { ...enFirstView, ...enMore } as const;

type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every language's catalogue must have. */
export type Messages = Catalogue<typeof en>;
