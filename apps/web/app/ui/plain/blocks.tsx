/**
 * Mantine-free pieces of the public pages (issue 18): plain HTML with the classes of
 * `plain.css`, which take Mantine's look from its CSS variables. The site's frame and the
 * public pages use these; screens that load Mantine anyway keep using its components.
 */
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useSiteMessages } from '../../i18n/site';
import { Icon } from '../icons';
import { loadFailureMessage } from './load-failure';
import { gap, iconSize } from './style';
import type { Remote } from './use-remote';

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
/** A tinted call to action of an informational page: a title, a line, and the address to write to. */
export function MailCallout({ title, text, email }: { title: ReactNode; text: string; email: string }) {
  return (
    <div className="p-stack" style={gap(6)}>
      {title}
      <p className="p-text p-text--sm">{text}</p>
      <a href={`mailto:${email}`} className="p-anchor">
        <Icon name="mail" size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} />
        {email}
      </a>
    </div>
  );
}

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

/** Pages of a list: the 0-based `page` of `pages`, with Spanish names for the arrows; nothing for one page. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const messages = useSiteMessages().lists;
  const value = page + 1;
  const total = pages;
  if (total <= 1) return null;
  return (
    <div className="p-pagination">
      <button
        type="button"
        aria-label={messages.previousPage}
        disabled={value <= 1}
        onClick={() => onChange(page - 1)}
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
            onClick={() => onChange(item - 1)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={messages.nextPage}
        disabled={value >= total}
        onClick={() => onChange(page + 1)}
      >
        ›
      </button>
    </div>
  );
}

/**
 * What a `useRemote` read shows: its failure with a retry, loading, `empty` when `isEmpty`
 * says so, else `children` with the data.
 */
export function RemoteState<T>({
  remote,
  isEmpty,
  empty,
  children,
}: {
  remote: Remote<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const messages = useSiteMessages();
  if (remote.error)
    return <ErrorState message={loadFailureMessage(remote.error, messages)} onRetry={remote.retry} />;
  if (remote.data === undefined) return <LoadingState />;
  if (isEmpty(remote.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(remote.data)}</>;
}

/** A labelled form field: `children` gets the id its control must take. */
export function Field({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className?: string;
  style?: CSSProperties;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `p-field ${className}` : 'p-field'} style={style}>
      <label className="p-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A page that only says something and offers a way on: not found, an error. */
export function MessagePage({
  title,
  text,
  back,
  testId,
  wide = false,
}: {
  title: string;
  text: string;
  /** The way on; `reload` leaves the app (after an error) instead of navigating inside it. */
  back: { to: string; label: string; reload?: boolean };
  testId?: string;
  /** In a page's full width and spacing (a course's place), not a narrow column. */
  wide?: boolean;
}) {
  return (
    <div
      className={wide ? 'p-container p-page' : 'p-container p-container--sm'}
      style={wide ? undefined : { paddingBlock: 80 }}
      data-testid={testId}
    >
      <div className="p-stack p-stack--start">
        <h1 className="p-title p-h1">{title}</h1>
        <p className="p-text p-dimmed">{text}</p>
        {back.reload ? (
          <a href={back.to} className="p-btn p-btn--light">
            {back.label}
          </a>
        ) : (
          <Link to={back.to} className="p-btn p-btn--light">
            {back.label}
          </Link>
        )}
      </div>
    </div>
  );
}
