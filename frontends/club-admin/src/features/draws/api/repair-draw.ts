import { api, queryKeys, type EventDraw } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface DrawChange {
  user_id: string;
  rounds: number[];
}

export type RepairedDraw = EventDraw & { changes: DrawChange[] };

export interface Repair {
  fromRound: number;
  /** A preview: the repaired draw and who moves, nothing saved or mailed. */
  dryRun: boolean;
}

/**
 * POST /api/events/:id/draw/repair with only `from_round`: the draw's repair hint (who left or
 * joined) applied from that round on, changing as few places as the rules allow.
 */
export async function repairDraw(eventId: string, { fromRound, dryRun }: Repair): Promise<RepairedDraw> {
  return (
    await api.post<{ data: RepairedDraw }>(
      `/api/events/${encodeURIComponent(eventId)}/draw/repair${dryRun ? '?dry_run=true' : ''}`,
      { from_round: fromRound },
    )
  ).data;
}

export function useRepairDraw(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Repair) => repairDraw(eventId, variables),
    onSuccess: (draw, { dryRun }) => {
      if (dryRun) return;
      const { changes: _changes, ...saved } = draw;
      queryClient.setQueryData(queryKeys.draws.forEvent(eventId), saved);
    },
  });
}
