/** Placeholder lines while a screen's data loads, announced by its label. */
export function LoadingBlock({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div className="cssa-loading-block" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="cssa-skeleton" style={{ width: `${[38, 92, 76, 88, 64, 80][i % 6]}%` }} />
      ))}
    </div>
  );
}
