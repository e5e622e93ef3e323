import { useEffect, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { stockholmDateTime } from '../../lib/stockholm-day.ts';
import { useCurrentSite } from '../../stores/site.ts';

type PrintHeadingProps = {
  title: string;
  /** The active filters in words, each as the screen names it; none when the list is whole. */
  filters?: readonly (string | null | undefined | false)[];
  /** The list covers every site the person sees, not the chosen one. */
  allSites?: boolean;
};

/** Shown only on paper: the unit, the screen's title, its filters and when it was printed. */
export function PrintHeading({ title, filters = [], allSites = false }: PrintHeadingProps) {
  const t = useT();
  const site = useCurrentSite();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  const unit = allSites ? t('print.heading.allSites') : site?.name;
  const active = filters.filter((filter): filter is string => Boolean(filter));
  return (
    <header className="print-only print-heading" data-testid="print-heading">
      {unit ? <p>{unit}</p> : null}
      <h1>{title}</h1>
      {active.length > 0 ? (
        <p>{t('print.heading.filters', { filters: active.join(', ') })}</p>
      ) : null}
      <p>{t('print.heading.printedAt', { time: stockholmDateTime(printedAt) })}</p>
    </header>
  );
}
