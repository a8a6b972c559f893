import './paged.css';

/** "2 / 3" under a paged list, so a reader knows more rows are coming. */
export function PageMarker({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <div className="board-page-marker" aria-live="off">
      {page + 1} / {pages}
    </div>
  );
}
