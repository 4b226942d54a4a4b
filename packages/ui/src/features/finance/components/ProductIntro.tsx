import type { ReactNode } from 'react';

/**
 * The head of a wealth product's page: what the product is in a sentence, and under it `children`,
 * the ways on (the user's orders, how it works).
 */
export const ProductIntro = ({ text, children }: { text: string; children: ReactNode }) => (
  <section className="card wealth-intro">
    <p className="wealth-intro__text">{text}</p>
    <div className="wealth-intro__actions">{children}</div>
  </section>
);
