/**
 * Mantine-free pieces of the public pages (issue 18): plain HTML with the classes of
 * `plain.css`, which take Mantine's look from its CSS variables. The site's frame and the
 * public pages use these; screens that load Mantine anyway keep using its components.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useSiteMessages } from '../../i18n/site';
import { Icon } from '../icons';
import { gap, iconSize } from './style';

/** A placeholder bar while something loads (Mantine's Skeleton). */
export function Skeleton({
  height,
  width,
  radius,
  testId,
}: {
  height: number;
  width?: number | string;
  radius?: 'md' | 'xl';
  testId?: string;
}) {
  const style = {
    '--p-h': `${height}px`,
    '--p-w': typeof width === 'number' ? `${width}px` : (width ?? '100%'),
    '--p-r': radius === 'md' ? 'var(--mantine-radius-md)' : '1000px',
  } as CSSProperties;
  return <span className="p-skeleton" style={style} data-testid={testId} />;
}

/** A list whose bullets are checks. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="p-checklist">
      {items.map((item) => (
        <li key={item}>
          <span className="p-theme-icon p-theme-icon--round p-theme-icon--teal" style={iconSize(22)}>
            <Icon name="check" size={14} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Loading, as `ui/query-state`'s LoadingState. */
export function LoadingState() {
  const messages = useSiteMessages().academic.states;
  return (
    <div
      className="p-state p-stack"
      style={gap('xs', { alignItems: 'center' })}
      role="status"
      aria-live="polite"
      data-testid="loading-state"
    >
      <span className="p-loader" aria-hidden />
      <p className="p-text p-text--sm p-dimmed">{messages.loading}</p>
    </div>
  );
}

/** A failed load with a retry, as `ui/query-state`'s ErrorState. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const messages = useSiteMessages().academic.states;
  return (
    <div className="p-alert" role="alert" data-testid="error-state">
      <p className="p-alert__title">{messages.errorTitle}</p>
      <div className="p-stack p-stack--start" style={gap('xs')}>
        <p className="p-text p-text--sm">{message}</p>
        <button type="button" className="p-btn p-btn--light" onClick={onRetry}>
          {messages.retry}
        </button>
      </div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="p-text p-dimmed p-state" data-testid="empty-state">
      {children}
    </p>
  );
}

/** The pages around the current one, as Mantine's Pagination shows them (1 … 4 5 6 … 10). */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const wanted = new Set(
    [1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total),
  );
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) =>
    index > 0 && page - (pages[index - 1] ?? page) > 1 ? ['gap' as const, page] : [page],
  );
}

/** Pages of a list: 1-based `value` of `total`, with Spanish names for the arrows. */
export function Pagination({
  value,
  total,
  onChange,
}: {
  value: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const messages = useSiteMessages().lists;
  return (
    <div className="p-pagination">
      <button
        type="button"
        aria-label={messages.previousPage}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        ‹
      </button>
      {pageItems(value, total).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${index}`} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === value ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={messages.nextPage}
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
      >
        ›
      </button>
    </div>
  );
}
