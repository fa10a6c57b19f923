/** The header row of a rounds × courts grid: the round, each court, then who sits out. */
export function CourtsHeader({
  courts,
  round,
  sittingOut,
}: {
  courts: readonly string[];
  round: string;
  sittingOut: string;
}) {
  return (
    <thead>
      <tr>
        <th scope="col">{round}</th>
        {courts.map((court) => (
          <th key={court} scope="col">
            {court}
          </th>
        ))}
        <th scope="col">{sittingOut}</th>
      </tr>
    </thead>
  );
}
