/** A spinner and the words of SPEC.md's loading states ('Loading events...'). */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div className="csa-loading" role="status">
      <span className="csa-spinner" aria-hidden />
      <span>{text}</span>
    </div>
  );
}
