/**
 * The page links under a grid of cards paged by the API (courses, teachers, certificates,
 * classes): the API counts pages from 0, Mantine from 1. Nothing when there is one page.
 */
import { Pagination } from '@mantine/core';

export function PagePagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return <Pagination value={page + 1} onChange={(value) => onChange(value - 1)} total={totalPages} />;
}
