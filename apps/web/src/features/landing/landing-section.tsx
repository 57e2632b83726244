import type { ReactNode } from 'react';

interface Props {
  /** The section's anchor (spec §2: section-platform, section-capabilities, …). */
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly tinted?: boolean;
  readonly children: ReactNode;
}

/** The frame every anchored landing section shares: anchor, container, title and intro. */
export function LandingSection({ id, title, intro, tinted = false, children }: Props) {
  return (
    <section id={id} className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 className="section__title" id={`${id}-title`}>{title}</h2>
        <p className="section__intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}
