import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './report.module.css';

type ReportSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
  /** Printing starts this section on a new page, as the PDF does. */
  startsPage?: boolean;
};

/** A titled section of the report. */
export function ReportSection({ id, title, children, startsPage = false }: ReportSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={startsPage ? `${classes.section} ${classes.startsPage}` : classes.section}
    >
      <Title order={2} id={id} className={classes.heading}>
        {title}
      </Title>
      {children}
    </section>
  );
}
