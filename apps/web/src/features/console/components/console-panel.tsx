import type { ReactNode } from 'react';

/** A titled card of a console page (a member's file is made of them). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card console-panel" aria-labelledby={id}>
      <h3 id={id} className="console-panel__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
